import { type ComponentType, lazy } from 'react';
import { loadCheckoutTexts } from '../../i18n';

/**
 * A charging screen, loaded with its texts on first use: neither its code nor its words are part of
 * the POS's first download (DESIGN §10 budget).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound for any component's props
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([load(), loadCheckoutTexts()]).then(([module]) => module));
}

export const CloseTableDrawer = lazyWithTexts(() => import('./CloseTableDrawer'));
export const SalesDiscountDialog = lazyWithTexts(() => import('./SalesDiscountDialog'));
export const MergeDialog = lazyWithTexts(() => import('./MergeDialog'));
