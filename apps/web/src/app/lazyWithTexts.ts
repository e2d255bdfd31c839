import { type ComponentType, lazy } from 'react';

/**
 * A component loaded on first use together with the on-demand texts it shows (one of i18n's
 * load…Texts): neither its code nor its words are part of the first download (DESIGN §10 budget).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound for any component's props
export function lazyWithTexts<T extends ComponentType<any>>(
  loadTexts: () => Promise<void>,
  load: () => Promise<{ default: T }>,
) {
  return lazy(() => Promise.all([load(), loadTexts()]).then(([module]) => module));
}
