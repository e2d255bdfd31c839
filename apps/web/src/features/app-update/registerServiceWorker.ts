import { browser } from '../../app/browser';
import { offerUpdate } from './appUpdate';

/** A terminal left open all day still hears of a new version within the hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that precaches the app (pwa.config.ts). A new version installs in
 * the background and waits; the page switches to it only when the staff accept the offer.
 *
 * The plain ServiceWorkerContainer API rather than workbox-window: this runs before any interaction,
 * so it counts in the first screens' 170 KB budget, where workbox-window's class costs ~1.7 KB gzip
 * for the same three events.
 */
export async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;
  let acceptedHere = false;

  const offer = (waiting: ServiceWorker) =>
    offerUpdate(() => {
      acceptedHere = true;
      // The generated worker's own message for skipWaiting (registerType 'prompt').
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });

  container.addEventListener('controllerchange', () => {
    const wasControlled = controlled;
    controlled = true;
    // The first install taking this page (clientsClaim) is the build it already runs: no reload.
    if (!wasControlled) return;
    // Accepted in another tab: this one runs the old code under the new worker, so it offers the
    // reload too, still only once the outbox is empty.
    if (acceptedHere) browser.reload();
    else offerUpdate(() => browser.reload());
  });

  const registration = await container.register('/sw.js', { scope: '/' });
  // A version installed on an earlier visit may already wait.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });

  setInterval(() => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
