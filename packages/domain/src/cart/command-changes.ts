/** A cart line as the kitchen sees it: what, how many, and how (size, extras, note). */
export interface KitchenLine {
  lineId: string;
  productId: string;
  name: string;
  printerId: string | null;
  quantity: number;
  /** Size, extras and note in one comparable text: a change of any of them is a new dish for the kitchen. */
  preparation: string;
}

export interface CommandChange {
  line: KitchenLine;
  /** Positive: to prepare; negative: to cancel. */
  quantity: number;
}

/**
 * What changed since the last kitchen ticket (the idea of Odoo's order_change): new lines and
 * raised quantities are sent, lowered quantities and removed lines are cancelled, and a line whose
 * preparation changed is cancelled as it was and sent as it is. Nothing changed → nothing to send.
 */
export function commandChanges(current: readonly KitchenLine[], lastSent: readonly KitchenLine[]): CommandChange[] {
  const sentById = new Map(lastSent.map((line) => [line.lineId, line]));
  const changes: CommandChange[] = [];
  for (const line of current) {
    const sent = sentById.get(line.lineId);
    sentById.delete(line.lineId);
    if (!sent) {
      if (line.quantity > 0) changes.push({ line, quantity: line.quantity });
    } else if (sent.preparation !== line.preparation) {
      changes.push({ line: sent, quantity: -sent.quantity });
      if (line.quantity > 0) changes.push({ line, quantity: line.quantity });
    } else if (line.quantity !== sent.quantity) {
      changes.push({ line, quantity: line.quantity - sent.quantity });
    }
  }
  for (const removed of sentById.values()) changes.push({ line: removed, quantity: -removed.quantity });
  return changes;
}
