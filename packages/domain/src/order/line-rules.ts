import { can, type SecurityPolitics } from '../permission/permissions.js';

// Spec 01 §6: "deleting items needs delete; updating needs update". The "with PIN" grants count too:
// their PIN is asked only for what the kitchen already has (cancellationApproval on the server).

/** Edit a line of a table's order (size, extras, note, quantity). */
export function mayEditLines(politics: SecurityPolitics): boolean {
  return can(politics, 'tables', 'update') || can(politics, 'tables', 'updateWithPin');
}

/** Remove a line the kitchen does not have yet. */
export function mayRemoveLines(politics: SecurityPolitics): boolean {
  return can(politics, 'tables', 'deleted') || can(politics, 'tables', 'deletedWithPin');
}
