import { use } from 'react';
import { loadCashierTexts } from '../../i18n';

let texts: Promise<void> | null = null;

/** Suspends until the cashier texts are in, so a form opened from another screen reads its words too. */
export function useCashierTexts(): void {
  texts ??= loadCashierTexts().catch((error: unknown) => {
    texts = null;
    throw error;
  });
  use(texts);
}
