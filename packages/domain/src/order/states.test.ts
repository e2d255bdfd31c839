import { describe, expect, it } from 'vitest';
import { CLOSE_DATE_PATTERN, closeDateSchema, formatCloseDate, formatDay } from '../time/wall-clock.js';
import {
  closingState,
  localOrderLabel,
  ORDER_LIST_FILTER_STATES,
  ORDER_STATE_CODES,
  ORDER_STATES,
  orderStateName,
  orderStateSchema,
} from './states.js';

// 2026-03-05T04:07:09Z; no Date in the domain, so the instant is written out.
const INSTANT = 1_772_683_629_000;

describe('order states', () => {
  it('names the thirteen codes', () => {
    expect(ORDER_STATE_CODES).toHaveLength(13);
    expect(Object.keys(ORDER_STATES).map(Number)).toEqual([...ORDER_STATE_CODES]);
    expect(orderStateName(1)).toBe('Recibido');
    expect(orderStateName(6)).toBe('Completado');
    expect(orderStateName(13)).toBe('Listo para despacho');
  });

  it('accepts only codes 1 to 13', () => {
    expect(orderStateSchema.parse(6)).toBe(6);
    for (const bad of [0, 14, 6.5, '6']) expect(orderStateSchema.safeParse(bad).success).toBe(false);
  });

  it('gives the local labels of 1 to 4', () => {
    expect([1, 2, 3, 4, 5].map((code) => localOrderLabel(code as 1))).toEqual([
      'Abierto',
      'Cerrado',
      'Abierto',
      'Eliminado',
      null,
    ]);
  });

  it('filters the history by 1, 3, 5 and 6', () => {
    expect(ORDER_LIST_FILTER_STATES).toEqual([1, 3, 5, 6]);
  });

  it('closes in-store and self-service as 6, delivery as 1', () => {
    expect(closingState('onsite')).toBe(6);
    expect(closingState('self-service')).toBe(6);
    expect(closingState('delivery')).toBe(1);
  });

  it("formats the close date as 'YYYY-MM-DD HH:mm:ss' in the branch's time zone", () => {
    expect(formatCloseDate(INSTANT, 'UTC')).toBe('2026-03-05 04:07:09');
    expect(formatCloseDate(INSTANT, 'America/Bogota')).toBe('2026-03-04 23:07:09');
    expect(formatCloseDate({ getTime: () => INSTANT }, 'Asia/Kolkata')).toBe('2026-03-05 09:37:09');
    expect(formatCloseDate(1_772_668_800_000, 'UTC')).toBe('2026-03-05 00:00:00');
    expect(formatDay(INSTANT, 'America/Bogota')).toBe('2026-03-04');
    expect(CLOSE_DATE_PATTERN.test(formatCloseDate(INSTANT, 'America/Mexico_City'))).toBe(true);
  });

  it('refuses an unknown time zone or an invalid instant', () => {
    expect(() => formatCloseDate(INSTANT, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => formatCloseDate(Number.NaN, 'UTC')).toThrow(RangeError);
  });

  it('validates a close date text', () => {
    expect(closeDateSchema.safeParse('2026-03-04 23:07:09').success).toBe(true);
    for (const bad of ['2026-03-04T23:07:09', '2026-13-01 00:00:00', '2026-03-04 24:00:00', '2026-3-4 1:2:3']) {
      expect(closeDateSchema.safeParse(bad).success).toBe(false);
    }
  });
});
