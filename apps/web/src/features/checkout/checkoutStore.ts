import type { SalesDiscount } from '@comandero/domain';
import { create } from 'zustand';

/** Where this device keeps the discounts it set and the split bills it is charging. */
export const CHECKOUT_STORAGE_KEY = 'checkout';

/** A bill split into equal parts: how many, and how many are paid already. */
export interface EqualSplit {
  parts: number;
  paid: number;
}

interface CheckoutState {
  /** The sales form's discount per table (the server applies it when closing). */
  discounts: Record<string, SalesDiscount>;
  splits: Record<string, EqualSplit>;
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

export function rememberDiscount(tableId: string, discount: SalesDiscount | null): void {
  update((state) => ({
    discounts: discount ? { ...state.discounts, [tableId]: discount } : without(state.discounts, tableId),
  }));
}

export function rememberSplit(tableId: string, split: EqualSplit | null): void {
  update((state) => ({ splits: split ? { ...state.splits, [tableId]: split } : without(state.splits, tableId) }));
}

/** The table was charged in full or released: nothing of its bill is kept. */
export function forgetTable(tableId: string): void {
  update((state) => ({ discounts: without(state.discounts, tableId), splits: without(state.splits, tableId) }));
}

export const useTableDiscount = (tableId: string): SalesDiscount | null =>
  useCheckoutStore((state) => state.discounts[tableId] ?? null);

/** Reads the stored state again (tests). */
export function restoreCheckoutStore(): void {
  useCheckoutStore.setState(readStored());
}
