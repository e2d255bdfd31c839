/** The cart's contexts (spec 01 §4). */
export const CART_CONTEXTS = ['ADD', 'SUMMARY', 'EMPTY', 'SALES', 'REMOVE'] as const;
export type CartContext = (typeof CART_CONTEXTS)[number];

export type CartEvent =
  | { type: 'ENTER_TABLE'; lines: readonly { commandSent: boolean }[] }
  | { type: 'ADD_ITEM'; delivery: boolean }
  | { type: 'PRINTED'; lineCount: number }
  | { type: 'OPEN_SALES' }
  | { type: 'CLOSE_SALES' }
  | { type: 'START_REMOVE' }
  | { type: 'FINISH_REMOVE'; lines: readonly { commandSent: boolean }[] }
  | { type: 'LEAVE' };
export type CartEventType = CartEvent['type'];

/** The context that the items alone imply: none → EMPTY, any unsent → ADD, all sent → SUMMARY. */
export function contextFromLines(lines: readonly { commandSent: boolean }[]): CartContext {
  if (lines.length === 0) return 'EMPTY';
  return lines.some((line) => !line.commandSent) ? 'ADD' : 'SUMMARY';
}

type Transition = (event: never) => CartContext;

/**
 * The transition table. A missing entry means the event is not allowed in that context:
 * the discount form opens only from SUMMARY; removing starts from ADD or SUMMARY.
 */
const ANY: Partial<Record<CartEventType, Transition>> = {
  ENTER_TABLE: (event: Extract<CartEvent, { type: 'ENTER_TABLE' }>) => contextFromLines(event.lines),
  ADD_ITEM: (event: Extract<CartEvent, { type: 'ADD_ITEM' }>) => (event.delivery ? 'SUMMARY' : 'ADD'),
  PRINTED: (event: Extract<CartEvent, { type: 'PRINTED' }>) => (event.lineCount === 0 ? 'EMPTY' : 'SUMMARY'),
  LEAVE: () => 'EMPTY',
};

export const CART_TRANSITIONS: Record<CartContext, Partial<Record<CartEventType, Transition>>> = {
  EMPTY: { ...ANY },
  ADD: { ...ANY, START_REMOVE: () => 'REMOVE' },
  SUMMARY: { ...ANY, OPEN_SALES: () => 'SALES', START_REMOVE: () => 'REMOVE' },
  SALES: { ...ANY, CLOSE_SALES: () => 'SUMMARY' },
  REMOVE: {
    ...ANY,
    FINISH_REMOVE: (event: Extract<CartEvent, { type: 'FINISH_REMOVE' }>) => contextFromLines(event.lines),
  },
};

/** The next context, or null when the event is not allowed in the current one. */
export function nextCartContext(current: CartContext, event: CartEvent): CartContext | null {
  const transition = CART_TRANSITIONS[current][event.type] as ((event: CartEvent) => CartContext) | undefined;
  return transition ? transition(event) : null;
}
