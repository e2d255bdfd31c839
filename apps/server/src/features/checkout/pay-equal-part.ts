import { billOf } from '@comandero/domain';
import { AppError } from '../../shared/errors.js';
import { closeOrder } from './close-order.js';
import { newPartOrder, type TableCharge, type TableClosed } from './table-charge.js';

/**
 * Pay a part: one of N equal parts of the table's bill. The first fixes N; each part but the last
 * closes an empty order of its own; the last releases the table and closes the table's order.
 */
export async function payEqualPart(charge: TableCharge, parts: number): Promise<TableClosed> {
  const { closing, scope } = charge;
  const split = await closing.unit.checkout.equalPartsOf(charge.orderId);
  if (split.parts !== null && split.parts !== parts) {
    throw new AppError(409, 'SPLIT_MISMATCH', `The bill is already split in ${split.parts} parts`);
  }
  if (split.parts === null) await closing.unit.checkout.fixEqualParts(charge.orderId, parts);
  const index = split.paid.length;
  const { charged } = billOf(charge.bill, { kind: 'equal', parts, paying: index }, charge.tip);
  const partLabel = `${index + 1}/${parts}`;
  if (index + 1 < parts) {
    const partId = await newPartOrder(charge);
    const closed = await closeOrder(closing, {
      ...charge.base,
      orderId: partId,
      lines: [],
      discount: null,
      charged,
      partLabel,
    });
    return {
      orderId: partId,
      lines: [],
      billJobId: closed.billJobId,
      remainingParts: parts - index - 1,
      notices: closed.notices,
    };
  }
  // The last part frees the table, as a whole close does, before the close takes the branch's number.
  await closing.unit.tables.release(scope, charge.tableId, charge.base.now.toISOString());
  const closed = await closeOrder(closing, {
    ...charge.base,
    orderId: charge.orderId,
    lines: charge.lines,
    discount: null,
    charged,
    partLabel,
  });
  return {
    orderId: charge.orderId,
    lines: charge.lines,
    billJobId: closed.billJobId,
    remainingParts: 0,
    notices: closed.notices,
  };
}
