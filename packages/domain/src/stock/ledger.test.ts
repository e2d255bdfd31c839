import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depletionOf, type IngredientLine, type SoldLine, sizeAvailability } from './depletion.js';
import {
  applyChange,
  isConsistentLedger,
  type LedgerEntry,
  MOVEMENT_TYPES,
  signedChange,
  stockFromMovements,
} from './movement.js';

const typeArb = fc.constantFrom(...MOVEMENT_TYPES);

describe('movement ledger', () => {
  it('signs entries up and exits down', () => {
    expect(signedChange('Entrada - Compra', 5)).toBe(5);
    expect(signedChange('Salida - Venta', 5)).toBe(-5);
    expect(signedChange('Ajuste a Ingrediente/Receta', -7)).toBe(-7);
  });

  it('keeps the stock equal to the sum of its movements for any sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(typeArb, fc.integer({ min: 1, max: 1e9 })), { maxLength: 60 }), (moves) => {
        const ledger: LedgerEntry[] = [];
        let stock = 0;
        for (const [type, amount] of moves) {
          const entry = applyChange(stock, signedChange(type, amount));
          ledger.push(entry);
          stock = entry.amountAfter;
        }
        expect(stock).toBe(stockFromMovements(ledger));
        expect(isConsistentLedger(ledger)).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

const ids = ['i1', 'i2', 'i3', 'i4'];
const sizes = [null, 's1', 's2'];
const lineArb = fc.record({
  sizeId: fc.constantFrom(...sizes),
  ingredientId: fc.constantFrom(...ids),
  quantity: fc.integer({ min: 1, max: 2_000_000 }),
});

describe('depletion', () => {
  it('takes a large hamburger with queso extra exactly', () => {
    const recipe: IngredientLine[] = [
      { sizeId: null, ingredientId: 'pan', quantity: 1000 },
      { sizeId: null, ingredientId: 'carne', quantity: 150_000 },
      { sizeId: 'grande', ingredientId: 'carne', quantity: 50_000 },
      { sizeId: null, ingredientId: 'queso', quantity: 30_000 },
    ];
    const book = {
      isPrepared: (id: string) => id === 'burger',
      recipeOf: () => recipe,
      optionLinesOf: () => [{ sizeId: null, ingredientId: 'queso', quantity: 30_000 }],
    };
    const sold: SoldLine[] = [
      { productId: 'burger', sizeId: null, quantity: 2, extras: [] },
      { productId: 'burger', sizeId: 'grande', quantity: 1, extras: [{ optionId: 'queso-extra', quantity: 1 }] },
      { productId: 'soda', sizeId: null, quantity: 4, extras: [] },
    ];
    const { ingredients, products } = depletionOf(sold, book);
    expect(Object.fromEntries(ingredients)).toEqual({ pan: 3000, carne: 500_000, queso: 120_000 });
    expect(Object.fromEntries(products)).toEqual({ soda: 4 });
    expect(sizeAvailability(recipe, 'grande', (id) => (id === 'carne' ? 1_000_000 : 10_000_000))).toBe(5);
    expect(sizeAvailability(recipe, null, (id) => (id === 'carne' ? 1_000_000 : 10_000_000))).toBe(6);
    expect(sizeAvailability([], null, () => 0)).toBeNull();
  });

  it('takes exactly what the lines say, summed line by line, for random recipes and sales', () => {
    const soldArb = fc.record({
      productId: fc.constantFrom('p1', 'p2', 'p3'),
      sizeId: fc.constantFrom(...sizes),
      quantity: fc.integer({ min: 1, max: 20 }),
      extras: fc.array(fc.record({ optionId: fc.constantFrom('o1', 'o2'), quantity: fc.integer({ min: 1, max: 3 }) }), {
        maxLength: 2,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.array(lineArb, { maxLength: 3 }),
        fc.array(soldArb, { maxLength: 10 }),
        (recipe, optionLines, sold) => {
          const book = {
            isPrepared: (id: string) => id !== 'p3',
            recipeOf: () => recipe,
            optionLinesOf: () => optionLines,
          };
          const { ingredients, products } = depletionOf(sold, book);
          for (const id of ids) {
            let expected = 0;
            for (const line of sold) {
              const applies = (l: IngredientLine) =>
                l.ingredientId === id && (l.sizeId === null || l.sizeId === line.sizeId);
              if (line.productId !== 'p3')
                for (const l of recipe.filter(applies)) expected += l.quantity * line.quantity;
              for (const extra of line.extras)
                for (const l of optionLines.filter(applies)) expected += l.quantity * extra.quantity * line.quantity;
            }
            expect(ingredients.get(id) ?? 0).toBe(expected);
          }
          const p3 = sold.filter((line) => line.productId === 'p3').reduce((sum, line) => sum + line.quantity, 0);
          expect(products.get('p3') ?? 0).toBe(p3);
          // Taking then counting back leaves the stock where it was: integers, no rounding loss.
          for (const [, amount] of ingredients) expect(Number.isSafeInteger(amount)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);

  it('never promises more dishes of a size than every ingredient covers', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...sizes),
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 4, maxLength: 4 }),
        (recipe, sizeId, stocks) => {
          const stockOf = (id: string) => stocks[ids.indexOf(id)]!;
          const dishes = sizeAvailability(recipe, sizeId, stockOf);
          const applies = recipe.filter((l) => l.sizeId === null || l.sizeId === sizeId);
          if (applies.length === 0) {
            expect(dishes).toBeNull();
            return;
          }
          const { ingredients } = depletionOf([{ productId: 'p', sizeId, quantity: dishes! + 1, extras: [] }], {
            isPrepared: () => true,
            recipeOf: () => recipe,
            optionLinesOf: () => [],
          });
          const need = (n: number) => [...ingredients].map(([id, total]) => [id, (total / (dishes! + 1)) * n] as const);
          for (const [id, amount] of need(dishes!)) expect(amount).toBeLessThanOrEqual(stockOf(id));
          expect(need(dishes! + 1).some(([id, amount]) => amount > stockOf(id))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
