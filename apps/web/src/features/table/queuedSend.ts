import type { OrderLine } from '@comandero/domain';

// Issue 30 §5: offline, a line whose send waits in the outbox showed the same green "Enviado" as a
// line the kitchen has, and the waiter believed the kitchen had it. The device marks the lines its
// queued send changed; the server's answer (read again once the outbox delivers it) has no mark.

/** A line as this device shows it while its send to the kitchen waits in the outbox. */
type ShownLine = OrderLine & { sendQueued?: true };

/** The kitchen does not have this line (or its last change) yet: its send is still on this device. */
export const isSendQueued = (line: OrderLine): boolean => (line as ShownLine).sendQueued === true;

/** Marks the lines a send kept on this device carries: new ones and changed ones. */
export const markSendQueued = (line: OrderLine): OrderLine =>
  !line.commandSent || line.quantity !== line.sentQuantity ? ({ ...line, sendQueued: true } as ShownLine) : line;

/** The lines with no mark: the server has had every send of the table. */
export function withoutSendQueued(lines: OrderLine[]): OrderLine[] {
  return lines.map((line) => {
    if (!isSendQueued(line)) return line;
    const { sendQueued: _, ...sent } = line as ShownLine;
    return sent;
  });
}
