import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { ORDER_STATE } from '../order/states.js';
import {
  canMoveDelivery,
  cashToCollect,
  DELIVERY_MOVES,
  deliveryMoveError,
  deliveryMoveSchema,
  deliveryTiming,
} from './delivery-states.js';

/** 2026-11-25T15:00:00Z in milliseconds. */
const at = 1_795_100_400_000;
const minutesLater = (minutes: number, seconds = 0) => at + minutes * 60_000 + seconds * 1000;

describe('delivery board moves', () => {
  it('allows only ongoing → dispatched → delivered and ongoing → rejected', () => {
    expect(DELIVERY_MOVES.map((move) => `${move.from}→${move.to}`)).toEqual(['1→5', '5→6', '1→3']);
    // The board's moves are the only order state changes, between codes the one table names.
    const named: readonly number[] = Object.values(ORDER_STATE);
    for (const move of DELIVERY_MOVES) expect([move.from, move.to].every((code) => named.includes(code))).toBe(true);
    expect(canMoveDelivery(1, 5)).toBe(true);
    expect(canMoveDelivery(5, 6)).toBe(true);
    expect(canMoveDelivery(1, 3)).toBe(true);
    for (const [from, to] of [
      [1, 6],
      [5, 1],
      [6, 5],
      [5, 3],
      [3, 1],
      [6, 6],
    ] as const) {
      expect(canMoveDelivery(from, to)).toBe(false);
    }
  });

  it('never allows a move back to a list the order left (property)', () => {
    const order = [1, 5, 6];
    fc.assert(
      fc.property(fc.constantFrom(1, 3, 5, 6), fc.constantFrom(1, 3, 5, 6), (from, to) => {
        if (!canMoveDelivery(from, to)) return;
        if (to !== 3) expect(order.indexOf(to)).toBe(order.indexOf(from) + 1);
        else expect(from).toBe(1);
      }),
    );
  });

  it('needs a note to reject and names the list a refused move came from', () => {
    expect(deliveryMoveSchema.safeParse({ state: 5, from: 1 }).success).toBe(true);
    expect(deliveryMoveSchema.safeParse({ state: 5, from: 1, driver: { name: 'Juan' } }).success).toBe(true);
    const noNote = deliveryMoveSchema.safeParse({ state: 3, from: 1, note: '  ' });
    expect(noNote.error?.issues[0]?.message).toBe('REQUIRED');
    expect(deliveryMoveSchema.safeParse({ state: 3, from: 1, note: 'No contesta' }).success).toBe(true);
    expect(deliveryMoveSchema.safeParse({ state: 6, from: 1 }).error?.issues[0]?.message).toBe('ERROR ONGOING');
    expect(deliveryMoveSchema.safeParse({ state: 3, from: 5, note: 'x' }).error?.issues[0]?.message).toBe(
      'ERROR IN DELIVERY',
    );
    expect(deliveryMoveError(6)).toBe('ERROR COMPLETES');
  });
});

describe('delivery timing', () => {
  it('is normal under 10 minutes, warning from 10, delayed beyond 15', () => {
    expect(deliveryTiming(at, minutesLater(9, 59)).level).toBe('normal');
    expect(deliveryTiming(at, minutesLater(10)).level).toBe('warning');
    expect(deliveryTiming(at, minutesLater(15)).level).toBe('warning');
    expect(deliveryTiming(at, minutesLater(15, 1)).level).toBe('delayed');
    expect(deliveryTiming({ getTime: () => at }, minutesLater(11)).minutes).toBe(11);
  });

  it('calls ongoing and dispatched orders older than 10 minutes late, never delivered ones', () => {
    expect(deliveryTiming(at, minutesLater(10), 1).late).toBe(false);
    expect(deliveryTiming(at, minutesLater(11), 1).late).toBe(true);
    expect(deliveryTiming(at, minutesLater(11), 5).late).toBe(true);
    expect(deliveryTiming(at, minutesLater(40), 6).late).toBe(false);
  });

  it('never goes back a level as time passes (property)', () => {
    const rank = { normal: 0, warning: 1, delayed: 2 };
    fc.assert(
      fc.property(fc.nat(3_600_000), fc.nat(3_600_000), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = deliveryTiming(at, at + early);
        const second = deliveryTiming(at, at + late);
        expect(rank[second.level]).toBeGreaterThanOrEqual(rank[first.level]);
        expect(second.minutes).toBeGreaterThanOrEqual(first.minutes);
      }),
    );
  });

  it('counts a clock behind the order as no time at all', () => {
    expect(deliveryTiming(at, minutesLater(-5))).toEqual({ minutes: 0, level: 'normal', late: false });
  });
});

describe('cash a driver brings back', () => {
  const methods = [
    { name: 'Efectivo', type: 'cash' },
    { name: 'Tarjeta', type: 'card' },
  ];
  it('is the total for cash or an unpaid order, nothing for other methods', () => {
    expect(cashToCollect(money(45_000), 'Efectivo', methods)).toBe(45_000);
    expect(cashToCollect(money(45_000), null, methods)).toBe(45_000);
    expect(cashToCollect(money(45_000), 'Tarjeta', methods)).toBe(0);
  });
});
