import {
  type CartContext,
  type CartEvent,
  nextCartContext,
  type OrderLine,
  type PrintJobSummary,
} from '@comandero/domain';
import { create } from 'zustand';

interface CartState {
  /** The table the context describes; null outside the menu. */
  tableId: string | null;
  /** Spec 01 §4 cart context, moved only by the domain's transition table. */
  context: CartContext;
  /** Lines added on this tablet whose save has not answered yet (shown at once, dropped on failure). */
  pending: OrderLine[];
  /** The tickets of the last send, for their previews. */
  lastJobs: PrintJobSummary[];
}

const OUTSIDE: CartState = { tableId: null, context: 'EMPTY', pending: [], lastJobs: [] };

export const useCart = create<CartState>(() => OUTSIDE);

/** Applies an event; an event the current context does not allow changes nothing (returns null). */
export function dispatchCart(event: CartEvent): CartContext | null {
  const next = nextCartContext(useCart.getState().context, event);
  if (next !== null) useCart.setState({ context: next });
  return next;
}

/**
 * The server's lines of the table: entering a table sets the context from its items (ENTER_TABLE);
 * later answers keep it in step, except while a removal or the discount form is under way.
 */
export function syncCart(tableId: string, lines: readonly OrderLine[]): void {
  const state = useCart.getState();
  if (state.tableId !== tableId) {
    useCart.setState({ ...OUTSIDE, tableId, context: 'EMPTY' });
    dispatchCart({ type: 'ENTER_TABLE', lines });
    return;
  }
  if (state.context === 'REMOVE' || state.context === 'SALES') return;
  const known = new Set(lines.map((line) => line.id));
  dispatchCart({ type: 'ENTER_TABLE', lines: [...lines, ...state.pending.filter((line) => !known.has(line.id))] });
}

/** A line chosen on this tablet: visible at once, ADD_ITEM (a delivery table would go to SUMMARY). */
export function addPendingLine(tableId: string, line: OrderLine, delivery = false): void {
  const state = useCart.getState();
  const pending = state.tableId === tableId ? state.pending : [];
  useCart.setState({ tableId, pending: [...pending, line] });
  dispatchCart({ type: 'ADD_ITEM', delivery });
}

/** The save answered (the line is now in the server's order) or failed (the line goes). */
export function settlePendingLine(lineId: string): void {
  useCart.setState((state) => ({ pending: state.pending.filter((line) => line.id !== lineId) }));
}

/** After a send: SUMMARY, or EMPTY when the table has no items (PRINTED). */
export function commandPrinted(lineCount: number, jobs: PrintJobSummary[]): void {
  dispatchCart({ type: 'PRINTED', lineCount });
  useCart.setState({ lastJobs: jobs });
}

/** Back to the floor: the context ends as EMPTY and no table is held. */
export function leaveCart(): void {
  dispatchCart({ type: 'LEAVE' });
  useCart.setState(OUTSIDE);
}

/** Server lines first, then this tablet's unsaved ones that the server does not have yet. */
export function mergeLines(saved: readonly OrderLine[], pending: readonly OrderLine[]): OrderLine[] {
  const known = new Set(saved.map((line) => line.id));
  return [...saved, ...pending.filter((line) => !known.has(line.id))];
}
