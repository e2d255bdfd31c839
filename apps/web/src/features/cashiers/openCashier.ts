/** Spec 01 §3 local storage key: the cashier this device opened, sent as `cashierId` when charging. */
export const OPEN_CASHIER_KEY = 'openCashier';

/** The open cashier remembered on this device, or null; the checkout sends it as `cashierId`. */
export function getOpenCashierId(): string | null {
  return localStorage.getItem(OPEN_CASHIER_KEY) || null;
}

export function rememberOpenCashier(cashierId: string): void {
  localStorage.setItem(OPEN_CASHIER_KEY, cashierId);
}

/** Spec 01 §4: closing clears the stored id only when it is the one closed. */
export function forgetOpenCashier(cashierId: string): void {
  if (getOpenCashierId() === cashierId) localStorage.removeItem(OPEN_CASHIER_KEY);
}
