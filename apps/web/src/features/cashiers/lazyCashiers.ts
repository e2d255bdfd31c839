import { type ComponentType, lazy, use } from 'react';
import { loadCashierTexts } from '../../i18n';

/**
 * A cash drawer screen, loaded with its texts on first use: neither its code nor its words are part
 * of the POS's first download (DESIGN §10 budget).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound for any component's props
export function lazyWithCashierTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), loadCashierTexts()]).then(([module]) => module));
}

let texts: Promise<void> | null = null;

/** Suspends until the cashier texts are in, so a form opened from another screen reads its words too. */
export function useCashierTexts(): void {
  texts ??= loadCashierTexts().catch((error: unknown) => {
    texts = null;
    throw error;
  });
  use(texts);
}
