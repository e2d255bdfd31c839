import { money } from '../money/money.js';
import type { TableOrder } from './order-lines.js';

// Kept apart from the schemas: the POS's first screen uses it without downloading zod (DESIGN §10).

/** A table without an order (a free one, or one just released). */
export const emptyTableOrder = (
  tableId: string,
  people: number | null = null,
  discount: TableOrder['discount'] = null,
): TableOrder => ({
  tableId,
  orderId: null,
  people,
  lines: [],
  cancellations: [],
  subtotal: money(0),
  discount,
  split: null,
});
