import { describe, expect, it } from 'vitest';
import {
  CART_CONTEXTS,
  CART_TRANSITIONS,
  type CartContext,
  type CartEvent,
  type CartEventType,
  contextFromLines,
  nextCartContext,
} from './context.js';

const sent = { commandSent: true };
const unsent = { commandSent: false };

/** One sample of every event, and what each context must answer to it. */
const EVENTS: CartEvent[] = [
  { type: 'ENTER_TABLE', lines: [sent, unsent] },
  { type: 'ADD_ITEM', delivery: false },
  { type: 'PRINTED', lineCount: 2 },
  { type: 'OPEN_SALES' },
  { type: 'CLOSE_SALES' },
  { type: 'START_REMOVE' },
  { type: 'FINISH_REMOVE', lines: [sent] },
  { type: 'LEAVE' },
];

const EXPECTED: Record<CartContext, Record<CartEventType, CartContext | null>> = {
  EMPTY: {
    ENTER_TABLE: 'ADD',
    ADD_ITEM: 'ADD',
    PRINTED: 'SUMMARY',
    OPEN_SALES: null,
    CLOSE_SALES: null,
    START_REMOVE: null,
    FINISH_REMOVE: null,
    LEAVE: 'EMPTY',
  },
  ADD: {
    ENTER_TABLE: 'ADD',
    ADD_ITEM: 'ADD',
    PRINTED: 'SUMMARY',
    OPEN_SALES: null,
    CLOSE_SALES: null,
    START_REMOVE: 'REMOVE',
    FINISH_REMOVE: null,
    LEAVE: 'EMPTY',
  },
  SUMMARY: {
    ENTER_TABLE: 'ADD',
    ADD_ITEM: 'ADD',
    PRINTED: 'SUMMARY',
    OPEN_SALES: 'SALES',
    CLOSE_SALES: null,
    START_REMOVE: 'REMOVE',
    FINISH_REMOVE: null,
    LEAVE: 'EMPTY',
  },
  SALES: {
    ENTER_TABLE: 'ADD',
    ADD_ITEM: 'ADD',
    PRINTED: 'SUMMARY',
    OPEN_SALES: null,
    CLOSE_SALES: 'SUMMARY',
    START_REMOVE: null,
    FINISH_REMOVE: null,
    LEAVE: 'EMPTY',
  },
  REMOVE: {
    ENTER_TABLE: 'ADD',
    ADD_ITEM: 'ADD',
    PRINTED: 'SUMMARY',
    OPEN_SALES: null,
    CLOSE_SALES: null,
    START_REMOVE: null,
    FINISH_REMOVE: 'SUMMARY',
    LEAVE: 'EMPTY',
  },
};

describe('cart contexts', () => {
  const cases = CART_CONTEXTS.flatMap((context) => EVENTS.map((event) => ({ context, event })));
  it.each(cases)('$context + $event.type', ({ context, event }) => {
    expect(nextCartContext(context, event)).toBe(EXPECTED[context][event.type]);
  });

  it('covers every context in the table', () => {
    expect(Object.keys(CART_TRANSITIONS).sort()).toEqual([...CART_CONTEXTS].sort());
  });

  it('sets the context from the items on entering a table', () => {
    expect(contextFromLines([])).toBe('EMPTY');
    expect(contextFromLines([sent, sent])).toBe('SUMMARY');
    expect(contextFromLines([sent, unsent])).toBe('ADD');
  });

  it('goes to SUMMARY when adding on a delivery table, and to EMPTY after printing an empty table', () => {
    expect(nextCartContext('EMPTY', { type: 'ADD_ITEM', delivery: true })).toBe('SUMMARY');
    expect(nextCartContext('ADD', { type: 'PRINTED', lineCount: 0 })).toBe('EMPTY');
    expect(nextCartContext('REMOVE', { type: 'FINISH_REMOVE', lines: [] })).toBe('EMPTY');
  });
});
