import { use } from 'react';
import { lazyWithTexts } from '../../app/lazyWithTexts';
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

/** The open-cash-drawer form for another screen (a charge refused for a closed drawer), loaded with its texts. */
export const OpenCashierDrawer = lazyWithTexts(loadCashierTexts, () => import('./OpenCashierDrawer'));
