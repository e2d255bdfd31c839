/** Spec 01 §3 local storage key: the cashier this device opened, sent as `cashierId` when charging. */
export const OPEN_CASHIER_KEY = 'openCashier';

/** The open cashier remembered on this device, or null; the checkout sends it as `cashierId`. */
export function getOpenCashierId(): string | null {
  return localStorage.getItem(OPEN_CASHIER_KEY) || null;
}

let rememberedAt = 0;

export function rememberOpenCashier(cashierId: string): void {
  localStorage.setItem(OPEN_CASHIER_KEY, cashierId);
  rememberedAt = Date.now();
}

/** When this page last remembered a cashier: a list read before then cannot show it open yet. */
export const lastRememberedAt = (): number => rememberedAt;

/** Spec 01 §4: closing clears the stored id only when it is the one closed. */
export function forgetOpenCashier(cashierId: string): void {
  if (getOpenCashierId() === cashierId) localStorage.removeItem(OPEN_CASHIER_KEY);
}
