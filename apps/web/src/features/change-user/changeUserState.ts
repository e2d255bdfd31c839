/** A table picked in waiter mode, carried through the change of user to be opened for the new user. */
export interface CarriedTable {
  id: string;
  name: string;
}

/** The router state of /changeUser (spec 01 §2), passed along to /pos after a waiter-mode PIN. */
export interface ChangeUserState {
  table?: CarriedTable;
  /** Set when leaving waiter mode: after the PIN the mode returns to normal. */
  leaveWaiterMode?: boolean;
}

export function readChangeUserState(state: unknown): ChangeUserState {
  if (typeof state !== 'object' || state === null) return {};
  const { table, leaveWaiterMode } = state as Record<string, unknown>;
  const carried =
    typeof table === 'object' &&
    table !== null &&
    typeof (table as CarriedTable).id === 'string' &&
    typeof (table as CarriedTable).name === 'string'
      ? { id: (table as CarriedTable).id, name: (table as CarriedTable).name }
      : undefined;
  return { ...(carried ? { table: carried } : {}), ...(leaveWaiterMode === true ? { leaveWaiterMode: true } : {}) };
}
