import type { KitchenLine } from '../cart/command-changes.js';
import { type Money, money, sumMoney } from '../money/money.js';
import type { OrderLine } from './order-lines.js';

type Prepared = Pick<OrderLine, 'size' | 'extras' | 'note'>;

/** How the kitchen reads a line: size, extras and note in one text ("Grande · 2x Queso · sin cebolla"). */
export function preparationOf(line: Prepared): string {
  const extras = line.extras.map((extra) => (extra.quantity > 1 ? `${extra.quantity}x ${extra.name}` : extra.name));
  return [line.size?.name, ...extras, line.note.trim() || undefined].filter(Boolean).join(' · ');
}

export const lineSubtotal = (line: Pick<OrderLine, 'unitPrice' | 'quantity'>): Money =>
  money(line.unitPrice * line.quantity);

export const orderSubtotal = (lines: readonly Pick<OrderLine, 'unitPrice' | 'quantity'>[]): Money =>
  sumMoney(lines.map(lineSubtotal));

export const hasUnsentItems = (lines: readonly Pick<OrderLine, 'commandSent'>[]): boolean =>
  lines.some((line) => !line.commandSent);

/** The line as it stands now, for the kitchen. */
export const kitchenLineOf = (line: OrderLine): KitchenLine => ({
  lineId: line.id,
  productId: line.productId,
  name: line.name,
  printerId: line.printerId,
  quantity: line.quantity,
  preparation: preparationOf(line),
});

/** The line as the kitchen last received it (sent quantity; a sent line's preparation is frozen). */
export const lastSentKitchenLineOf = (line: OrderLine): KitchenLine | null =>
  line.sentQuantity > 0 ? { ...kitchenLineOf(line), quantity: line.sentQuantity } : null;
