import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { restoreAppMode } from '../app/appMode';
import { browser } from '../app/browser';
import { queryClient } from '../app/queryClient';
import { useSession } from '../app/session';
import { restoreCurrentTable } from '../features/table';
import { initI18n, loadAppTexts } from '../i18n';
import { setLanguage } from '../i18n/texts';
import { clearOutbox } from './outbox';

// The first test of a file also loads the lazy screens' modules, which takes seconds while other files
// run, and more on a busy machine: findBy/waitFor wait up to 30 s (a bound, not a speed check).
configure({ asyncUtilTimeout: 30_000 });

// The test DOMs (happy-dom, jsdom) lack layout APIs Mantine reads (STACK.md).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => undefined;

beforeAll(async () => {
  // The test DOM reports an English browser; the suite reads Spanish unless a test switches.
  localStorage.setItem('lang', 'es');
  await initI18n();
  await loadAppTexts();
  // Loaded once here, so a test's first validation does not wait on the module loader.
  await import('../app/validators');
});

beforeEach(() => {
  // The test DOM cannot navigate; tests assert the requested navigation instead.
  vi.spyOn(browser, 'replaceWith').mockImplementation(() => undefined);
  vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  queryClient.clear();
  // Toasts live in a store of their own, which outlives a test's render.
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  await clearOutbox();
  useSession.setState({ jwt: null, user: null });
  // Mode and current table live in device storage, which was just cleared.
  restoreAppMode();
  restoreCurrentTable();
  setLanguage('es');
});
