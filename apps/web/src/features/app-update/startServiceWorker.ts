import { registerServiceWorker } from './registerServiceWorker';

/**
 * Registers the service worker once the first screen is painted and the browser is idle, so it never
 * competes with the first screen. Built app only: `vite dev` has no worker, and jsdom no service workers.
 */
export function startServiceWorkerAfterFirstPaint(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    registerServiceWorker().catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  const whenIdle = () => requestIdleCallback(register, { timeout: 5000 });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
