import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandChanges, type KitchenLine } from './command-changes.js';

const line = (
  lineId: string,
  quantity: number,
  preparation = '',
  printerId: string | null = 'cocina',
): KitchenLine => ({
  lineId,
  productId: `p-${lineId}`,
  name: `Plato ${lineId}`,
  printerId,
  quantity,
  preparation,
});

describe('what changed since the last kitchen ticket', () => {
  it('sends everything the first time and nothing when nothing changed', () => {
    const cart = [line('a', 2), line('b', 1)];
    expect(commandChanges(cart, []).map((change) => [change.line.lineId, change.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(commandChanges(cart, cart)).toEqual([]);
  });

  it('sends only new lines and raised quantities, and cancels lowered and removed ones', () => {
    const sent = [line('a', 2), line('b', 1), line('c', 3)];
    const now = [line('a', 3), line('c', 1), line('d', 1)];
    expect(commandChanges(now, sent).map((change) => [change.line.lineId, change.quantity])).toEqual([
      ['a', 1],
      ['c', -2],
      ['d', 1],
      ['b', -1],
    ]);
  });

  it('cancels and resends a line whose preparation changed', () => {
    const changes = commandChanges([line('a', 1, 'sin cebolla')], [line('a', 1, '')]);
    expect(changes.map((change) => [change.line.preparation, change.quantity])).toEqual([
      ['', -1],
      ['sin cebolla', 1],
    ]);
  });

  it('brings what the kitchen has to exactly what the cart holds, for any edits', () => {
    const kitchenLine = fc.record({
      lineId: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      quantity: fc.integer({ min: 0, max: 9 }),
      preparation: fc.constantFrom('', 'sin sal', 'término medio'),
    });
    const cart = fc.uniqueArray(kitchenLine, { selector: (item) => item.lineId });
    fc.assert(
      fc.property(cart, cart, (before, after) => {
        const sent = before.map((item) => line(item.lineId, item.quantity, item.preparation));
        const now = after.map((item) => line(item.lineId, item.quantity, item.preparation));
        const kitchen = new Map<string, number>();
        const key = (item: KitchenLine) => `${item.lineId}|${item.preparation}`;
        for (const item of sent) kitchen.set(key(item), (kitchen.get(key(item)) ?? 0) + item.quantity);
        for (const change of commandChanges(now, sent)) {
          kitchen.set(key(change.line), (kitchen.get(key(change.line)) ?? 0) + change.quantity);
        }
        const expected = new Map(now.filter((item) => item.quantity > 0).map((item) => [key(item), item.quantity]));
        const actual = new Map([...kitchen].filter(([, quantity]) => quantity !== 0));
        expect(actual).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
