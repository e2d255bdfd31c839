import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preparedAvailability, stockOfChoice, stockProblem } from './availability.js';

describe('stock', () => {
  it('answers NO STOCK at zero or below without the flag, and allows it with the flag', () => {
    expect(stockProblem({ stock: 0, allowWithoutStock: false }, 1)).toBe('NO_STOCK');
    expect(stockProblem({ stock: -2, allowWithoutStock: false }, 1)).toBe('NO_STOCK');
    expect(stockProblem({ stock: 0, allowWithoutStock: true }, 5)).toBeNull();
  });

  it('answers Insufficient stock above the stock, and nothing for untracked products', () => {
    expect(stockProblem({ stock: 3, allowWithoutStock: false }, 4)).toBe('INSUFFICIENT_STOCK');
    expect(stockProblem({ stock: 3, allowWithoutStock: false }, 3)).toBeNull();
    expect(stockProblem({ stock: null, allowWithoutStock: false }, 1000)).toBeNull();
  });

  it('takes a size’s own stock when it keeps one, else the product’s', () => {
    const product = {
      stock: 7,
      allowWithoutStock: false,
      sizes: [{ id: 'big', stock: 0 }, { id: 'small', stock: null }, { id: 'old' }],
    };
    expect(stockOfChoice(product, 'big')).toEqual({ stock: 0, allowWithoutStock: false });
    expect(stockOfChoice(product, 'small')).toBe(product);
    expect(stockOfChoice(product, 'old')).toBe(product);
    expect(stockOfChoice(product, null)).toBe(product);
    expect(stockOfChoice({ ...product, allowWithoutStock: true }, 'big').allowWithoutStock).toBe(true);
  });

  it('makes a dish as often as its scarcest ingredient allows', () => {
    expect(
      preparedAvailability([
        { stock: 1000, quantityPerRecipe: 150 },
        { stock: 20, quantityPerRecipe: 2 },
      ]),
    ).toBe(6);
    expect(preparedAvailability([])).toBe(0);
    expect(preparedAvailability([{ stock: -5, quantityPerRecipe: 1 }])).toBe(0);
  });

  it('never promises more dishes than any ingredient covers', () => {
    const line = fc.record({
      stock: fc.integer({ min: 0, max: 100_000 }),
      quantityPerRecipe: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (recipe) => {
        const dishes = preparedAvailability(recipe);
        for (const ingredient of recipe)
          expect(dishes * ingredient.quantityPerRecipe).toBeLessThanOrEqual(ingredient.stock);
        expect(recipe.some((ingredient) => (dishes + 1) * ingredient.quantityPerRecipe > ingredient.stock)).toBe(true);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
