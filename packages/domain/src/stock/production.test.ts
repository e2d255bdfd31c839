import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { preparedUnitCost, recipeCost } from './costing.js';
import { MOVEMENT_TYPES, signedChange } from './movement.js';
import {
  type PreparedBatch,
  preparedRecipeEditSchema,
  productionOf,
  recipeCycle,
  withComponents,
} from './production.js';
import { QUANTITY_MAX, UNIT_IDS } from './units.js';

/** A reference: a graph has no cycle exactly when Kahn's algorithm removes every node. */
function acyclicByKahn(graph: ReadonlyMap<string, readonly string[]>): boolean {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flat()]);
  const incoming = new Map([...nodes].map((node) => [node, 0]));
  for (const edges of graph.values()) for (const to of edges) incoming.set(to, incoming.get(to)! + 1);
  const ready = [...nodes].filter((node) => incoming.get(node) === 0);
  let removed = 0;
  while (ready.length > 0) {
    const node = ready.pop()!;
    removed += 1;
    for (const to of graph.get(node) ?? []) {
      incoming.set(to, incoming.get(to)! - 1);
      if (incoming.get(to) === 0) ready.push(to);
    }
  }
  return removed === nodes.size;
}

const names = ['a', 'b', 'c', 'd', 'e', 'f'];
const graphArb = fc
  .array(fc.tuple(fc.constantFrom(...names), fc.uniqueArray(fc.constantFrom(...names), { maxLength: 4 })), {
    maxLength: 6,
  })
  .map((entries) => new Map(entries));

describe('sub-recipe cycles', () => {
  it('finds a self reference and a cycle through another prepared ingredient', () => {
    expect(recipeCycle(new Map([['salsa', ['salsa']]]))).toEqual(['salsa', 'salsa']);
    const graph = new Map([
      ['salsa', ['tomate', 'base']],
      ['base', ['cebolla']],
    ]);
    expect(recipeCycle(graph)).toBeNull();
    expect(recipeCycle(withComponents(graph, 'base', ['cebolla', 'salsa']))).toEqual(['salsa', 'base', 'salsa']);
    expect(recipeCycle(withComponents(graph, 'salsa', []))).toBeNull();
  });

  it('answers a cycle exactly when the graph has one, and the cycle is made of its edges', () => {
    fc.assert(
      fc.property(graphArb, (graph) => {
        const cycle = recipeCycle(graph);
        expect(cycle === null).toBe(acyclicByKahn(graph));
        if (!cycle) return;
        expect(cycle.length).toBeGreaterThanOrEqual(2);
        expect(cycle[0]).toBe(cycle.at(-1));
        for (let at = 0; at + 1 < cycle.length; at += 1) expect(graph.get(cycle[at]!)).toContain(cycle[at + 1]);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('walks a chain of thousands of prepared ingredients without overflowing', () => {
    const chain = new Map(Array.from({ length: 20_000 }, (_, at) => [`n${at}`, [`n${at + 1}`]]));
    expect(recipeCycle(chain)).toBeNull();
    expect(recipeCycle(withComponents(chain, 'n20000', ['n0']))).toHaveLength(20_002);
  });

  it('refuses a batch without a yield, with a line twice or a quantity of 0', () => {
    const id = '0194c2a0-0000-7000-8000-000000000001';
    expect(
      preparedRecipeEditSchema.safeParse({ yieldQuantity: 1, lines: [{ ingredientId: id, quantity: 1 }] }).success,
    ).toBe(true);
    for (const bad of [
      { yieldQuantity: 0, lines: [] },
      { yieldQuantity: 1.5, lines: [] },
      { yieldQuantity: 1, lines: [{ ingredientId: id, quantity: 0 }] },
      {
        yieldQuantity: 1,
        lines: [
          { ingredientId: id, quantity: 1 },
          { ingredientId: id, quantity: 2 },
        ],
      },
    ])
      expect(preparedRecipeEditSchema.safeParse(bad).success).toBe(false);
  });
});

const batchArb = fc.record({
  yieldQuantity: fc.integer({ min: 1, max: 100_000_000 }),
  lines: fc.uniqueArray(
    fc.record({ ingredientId: fc.constantFrom(...names), quantity: fc.integer({ min: 1, max: 100_000_000 }) }),
    { maxLength: 6, selector: (line) => line.ingredientId },
  ),
});
const taken = (batch: PreparedBatch, produced: number) => Object.fromEntries(productionOf(batch, produced)!);

describe('producing a prepared ingredient', () => {
  // Salsa de la casa: 1 l is made from 800 g tomate and 200 g cebolla.
  const salsa: PreparedBatch = {
    yieldQuantity: 1_000_000,
    lines: [
      { ingredientId: 'tomate', quantity: 800_000 },
      { ingredientId: 'cebolla', quantity: 200_000 },
    ],
  };

  it('takes each component in proportion, rounded half up once', () => {
    expect(taken(salsa, 1_000_000)).toEqual({ tomate: 800_000, cebolla: 200_000 });
    expect(taken(salsa, 2_500_000)).toEqual({ tomate: 2_000_000, cebolla: 500_000 });
    // 1 ml of salsa: 0.8 g and 0.2 g exactly, in thousandths of a gram.
    expect(taken(salsa, 1000)).toEqual({ tomate: 800, cebolla: 200 });
    // 2 × 3 ÷ 4 = 1.5 → 2 (half up).
    expect(taken({ yieldQuantity: 4, lines: [{ ingredientId: 'x', quantity: 2 }] }, 3)).toEqual({ x: 2 });
    // A share that rounds to nothing moves nothing.
    expect(taken({ yieldQuantity: 1000, lines: [{ ingredientId: 'x', quantity: 1 }] }, 1)).toEqual({});
    expect(productionOf({ yieldQuantity: 1, lines: [{ ingredientId: 'x', quantity: QUANTITY_MAX }] }, 2)).toBeNull();
  });

  it('takes exactly the lines for one batch and k times them for k batches', () => {
    fc.assert(
      fc.property(batchArb, fc.integer({ min: 1, max: 1000 }), (batch, k) => {
        const lines = Object.fromEntries(batch.lines.map((line) => [line.ingredientId, line.quantity]));
        expect(taken(batch, batch.yieldQuantity)).toEqual(lines);
        const many = Object.fromEntries(batch.lines.map((line) => [line.ingredientId, line.quantity * k]));
        expect(taken(batch, batch.yieldQuantity * k)).toEqual(many);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('never takes a negative amount, stays within half a thousandth of exact, and grows with the amount made', () => {
    fc.assert(
      fc.property(
        batchArb,
        // Small enough that every share stays below QUANTITY_MAX.
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (batch, produced, more) => {
          const small = productionOf(batch, produced)!;
          const large = productionOf(batch, produced + more)!;
          for (const line of batch.lines) {
            const got = small.get(line.ingredientId) ?? 0;
            expect(got).toBeGreaterThanOrEqual(0);
            // |got − line × produced ÷ yield| ≤ ½, in integers.
            const error =
              2n * BigInt(got) * BigInt(batch.yieldQuantity) - 2n * BigInt(line.quantity) * BigInt(produced);
            expect(error <= BigInt(batch.yieldQuantity) && -error <= BigInt(batch.yieldQuantity)).toBe(true);
            expect(large.get(line.ingredientId) ?? 0).toBeGreaterThanOrEqual(got);
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);

  it('moves components out and the batch in', () => {
    expect(MOVEMENT_TYPES).toContain('Entrada - Producción');
    expect(signedChange('Salida - Producción', 800_000)).toBe(-800_000);
    expect(signedChange('Entrada - Producción', 1_000_000)).toBe(1_000_000);
  });

  it('costs a prepared ingredient per unit as its batch’s cost ÷ its yield', () => {
    // 800 g at 4 000/kg + 200 g at 3 000/kg = 3 800 for 1 l: 3 800 per l; for 2.5 l: 1 520 per l.
    const lines = [
      { costPerUnit: money(4000), unit: 'kg' as const, quantity: 800_000 },
      { costPerUnit: money(3000), unit: 'kg' as const, quantity: 200_000 },
    ];
    expect(preparedUnitCost(lines, 1_000_000, 'l')).toBe(3800);
    expect(preparedUnitCost(lines, 2_500_000, 'l')).toBe(1520);
    // Kept in ml: per ml, 3.8 → 4.
    expect(preparedUnitCost(lines, 1_000_000, 'ml')).toBe(4);
    expect(preparedUnitCost([], 1000, 'unit')).toBe(0);
    const saffron = { costPerUnit: money(1_000_000_000_000), unit: 'kg' as const, quantity: QUANTITY_MAX };
    expect(preparedUnitCost([saffron], 1, 'kg')).toBeNull();
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            costPerUnit: fc.integer({ min: 0, max: 1_000_000 }).map(money),
            unit: fc.constantFrom(...UNIT_IDS),
            quantity: fc.integer({ min: 1, max: 10_000_000 }),
          }),
          { maxLength: 6 },
        ),
        fc.constantFrom(...UNIT_IDS),
        (costed, unit) => {
          // A yield of one whole unit costs per unit what the batch costs.
          const one = unit === 'kg' || unit === 'l' ? 1_000_000 : 1000;
          expect(preparedUnitCost(costed, one, unit)).toBe(recipeCost(costed));
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});
