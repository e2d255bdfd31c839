import type { OrderLine, OrderLineInput, ProductDetail, SalesDiscount } from '@comandero/domain';
import { v7 as uuidv7 } from 'uuid';
import { create } from 'zustand';
import { draftLine, lineInputOf, type ProductChoice } from '../cart';

/** The counter's cart stays on this tablet until the order is completed (spec 01 §2/§4). */
export const SELF_CART_STORAGE_KEY = 'selfCart';

/** Spec 01 §2 self-service levels: 0 categories, 1 products, 2 product, 3 edit. */
export type SelfLevel =
  | { level: 0 }
  | { level: 1; categoryId: string }
  | { level: 2; categoryId: string; productId: string }
  | { level: 3; lineId: string; back: Exclude<SelfLevel, { level: 3 }> };

export interface SelfLine {
  line: OrderLine;
  input: OrderLineInput;
}

interface SelfCart {
  lines: SelfLine[];
  discount: SalesDiscount | null;
  /** Made on this tablet; kept while the cart is unchanged, so a retried completion never doubles it. */
  orderId: string;
}

interface SelfServiceState extends SelfCart {
  at: SelfLevel;
}

function readStored(): SelfCart {
  try {
    const stored = JSON.parse(localStorage.getItem(SELF_CART_STORAGE_KEY) ?? 'null') as Partial<SelfCart> | null;
    if (stored && Array.isArray(stored.lines) && typeof stored.orderId === 'string') {
      return { lines: stored.lines, discount: stored.discount ?? null, orderId: stored.orderId };
    }
  } catch {
    // A damaged cart starts empty.
  }
  return { lines: [], discount: null, orderId: uuidv7() };
}

export const useSelfService = create<SelfServiceState>(() => ({ ...readStored(), at: { level: 0 } }));

/** A changed cart is another order: it gets a new id. */
function changeCart(change: (cart: SelfCart) => Partial<SelfCart>): void {
  useSelfService.setState((state) => ({ ...change(state), orderId: uuidv7() }));
  const { lines, discount, orderId } = useSelfService.getState();
  localStorage.setItem(SELF_CART_STORAGE_KEY, JSON.stringify({ lines, discount, orderId }));
}

export const goTo = (at: SelfLevel): void => useSelfService.setState({ at });

export function addSelfLine(product: ProductDetail, choice: ProductChoice, user: { id: string; name: string }): void {
  const id = uuidv7();
  const entry = { line: draftLine(id, product, choice, user), input: lineInputOf(id, product, choice) };
  changeCart((cart) => ({ lines: [...cart.lines, entry] }));
}

export function updateSelfLine(lineId: string, product: ProductDetail, choice: ProductChoice): void {
  changeCart((cart) => ({
    lines: cart.lines.map((entry) =>
      entry.line.id === lineId
        ? {
            line: draftLine(lineId, product, choice, entry.line.createdBy),
            input: lineInputOf(lineId, product, choice),
          }
        : entry,
    ),
  }));
}

export function removeSelfLine(lineId: string): void {
  changeCart((cart) => {
    const lines = cart.lines.filter((entry) => entry.line.id !== lineId);
    return { lines, discount: lines.length === 0 ? null : cart.discount };
  });
}

export const setSelfDiscount = (discount: SalesDiscount | null): void => changeCart(() => ({ discount }));

/** Completing the order empties the self cart (spec 01 §4) and starts again at the categories. */
export function completeSelfCart(): void {
  changeCart(() => ({ lines: [], discount: null }));
  goTo({ level: 0 });
}

/** Reads the stored cart again (tests). */
export function restoreSelfService(): void {
  useSelfService.setState({ ...readStored(), at: { level: 0 } });
}
