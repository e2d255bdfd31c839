import { billOf } from '@comandero/domain';
import { AppError } from '../../shared/errors.js';
import { closeOrder } from './close-order.js';
import { newPartOrder, type TableCharge, type TableClosed } from './table-charge.js';

/**
 * Split by lines: a set of the table's lines, fewer than all, paid as an order of its own; the
 * rest stays on the table. (Seats and courses are sets of lines: they can map onto this.)
 */
export async function payLines(charge: TableCharge, lineIds: readonly string[]): Promise<TableClosed> {
  const { closing, discount } = charge;
  const bill = billOf(charge.bill, { kind: 'lines', lineIds: [...lineIds] }, charge.tip);
  const chosen = charge.lines.filter((line) => bill.lineIds.includes(line.id));
  if (chosen.length !== new Set(lineIds).size)
    throw new AppError(409, 'SPLIT_MISMATCH', 'A chosen line is not on the table');
  const partId = await newPartOrder(charge);
  await closing.unit.orders.moveLines(lineIds, charge.orderId, partId, charge.base.now.toISOString());
  // A percent discount applies to every part; a fixed one to the last part paid.
  const closed = await closeOrder(closing, {
    ...charge.base,
    orderId: partId,
    lines: chosen,
    discount: discount?.type === 'PERCENT' ? discount : null,
    charged: bill.charged,
  });
  return { orderId: partId, lines: chosen, billJobId: closed.billJobId, remainingParts: 1, notices: closed.notices };
}
