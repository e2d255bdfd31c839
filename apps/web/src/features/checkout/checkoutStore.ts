import type { SalesDiscount } from '@comandero/domain';
import { create } from 'zustand';

/** Where this device keeps the discounts it set and the split bills it is charging. */
export const CHECKOUT_STORAGE_KEY = 'checkout';

/** A bill split into equal parts: how many, and how many are paid already. */
export interface EqualSplit {
  parts: number;
  paid: number;
}

/** Kept with the order it belongs to: a table released and taken again has a new order, and none of it. */
type OfOrder<T> = T & { orderId: string };

interface CheckoutState {
  /** The sales form's discount per table (the server applies it when closing). */
  discounts: Record<string, OfOrder<{ discount: SalesDiscount }>>;
  splits: Record<string, OfOrder<EqualSplit>>;
}

const EMPTY: CheckoutState = { discounts: {}, splits: {} };

function readStored(): CheckoutState {
  try {
    const stored = JSON.parse(localStorage.getItem(CHECKOUT_STORAGE_KEY) ?? 'null') as Partial<CheckoutState> | null;
    return { discounts: stored?.discounts ?? {}, splits: stored?.splits ?? {} };
  } catch {
    return EMPTY;
  }
}

export const useCheckoutStore = create<CheckoutState>(() => readStored());

function update(change: (state: CheckoutState) => Partial<CheckoutState>): void {
  useCheckoutStore.setState(change);
  const { discounts, splits } = useCheckoutStore.getState();
  localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ discounts, splits }));
}

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  const { [key]: _gone, ...rest } = record;
  return rest;
};

export function rememberDiscount(tableId: string, orderId: string | null, discount: SalesDiscount | null): void {
  update((state) => ({
    discounts:
      discount && orderId
        ? { ...state.discounts, [tableId]: { orderId, discount } }
        : without(state.discounts, tableId),
  }));
}

export function rememberSplit(tableId: string, orderId: string | null, split: EqualSplit | null): void {
  update((state) => ({
    splits: split && orderId ? { ...state.splits, [tableId]: { orderId, ...split } } : without(state.splits, tableId),
  }));
}

/** The table was charged in full or released: nothing of its bill is kept. */
export function forgetTable(tableId: string): void {
  update((state) => ({ discounts: without(state.discounts, tableId), splits: without(state.splits, tableId) }));
}

/** The discount this device set on the table's current order, if any. */
export function useTableDiscount(tableId: string, orderId: string | null): SalesDiscount | null {
  const stored = useCheckoutStore((state) => state.discounts[tableId]);
  return stored && stored.orderId === orderId ? stored.discount : null;
}

/** The equal split this device is charging on the table's current order, if any. */
export function useTableSplit(tableId: string, orderId: string | null): EqualSplit | null {
  const stored = useCheckoutStore((state) => state.splits[tableId]);
  return stored && stored.orderId === orderId ? { parts: stored.parts, paid: stored.paid } : null;
}

/** Reads the stored state again (tests). */
export function restoreCheckoutStore(): void {
  useCheckoutStore.setState(readStored());
}
