import { describe, expect, it } from 'vitest';
import { commandChanges } from '../cart/command-changes.js';
import { money } from '../money/money.js';
import type { OrderLine } from './order-lines.js';
import { hasUnsentItems, kitchenLineOf, lastSentKitchenLineOf, orderSubtotal, preparationOf } from './preparation.js';

const id = (n: number) => `0190f000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const line = (over: Partial<OrderLine> = {}): OrderLine => ({
  id: id(1),
  productId: id(2),
  name: 'Hamburguesa',
  printerId: null,
  size: null,
  extras: [],
  basePrice: money(18000),
  unitPrice: money(18000),
  quantity: 1,
  note: '',
  sentQuantity: 0,
  commandSent: false,
  createdBy: { id: id(3), name: 'Mesero' },
  version: 1,
  ...over,
});

describe('preparationOf', () => {
  it('joins size, extras with their quantity and the note', () => {
    const text = preparationOf(
      line({
        size: { id: id(4), name: 'Grande', priceDelta: money(4000) },
        extras: [
          { groupId: id(5), optionId: id(6), name: 'Queso', price: money(2000), quantity: 2 },
          { groupId: id(5), optionId: id(7), name: 'Tocineta', price: money(3000), quantity: 1 },
        ],
        note: ' sin cebolla ',
      }),
    );
    expect(text).toBe('Grande · 2x Queso · Tocineta · sin cebolla');
  });

  it('is empty for a plain line', () => expect(preparationOf(line())).toBe(''));
});

describe('order lines', () => {
  it('sums unit price times quantity', () => {
    expect(
      orderSubtotal([line({ unitPrice: money(1500), quantity: 3 }), line({ unitPrice: money(100), quantity: 1 })]),
    ).toBe(4600);
  });

  it('knows when something is not sent', () => {
    expect(hasUnsentItems([line({ commandSent: true })])).toBe(false);
    expect(hasUnsentItems([line({ commandSent: true }), line()])).toBe(true);
  });

  it('a later command carries only the raised quantity of a sent line', () => {
    const sentTwice = line({ quantity: 3, sentQuantity: 2 });
    const lastSent = [lastSentKitchenLineOf(sentTwice)].filter((l) => l !== null);
    expect(commandChanges([kitchenLineOf(sentTwice)], lastSent)).toEqual([
      { line: kitchenLineOf(sentTwice), quantity: 1 },
    ]);
    expect(lastSentKitchenLineOf(line())).toBeNull();
  });
});
