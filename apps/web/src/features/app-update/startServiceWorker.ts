/** A terminal left open all day still hears of a new version within the hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The offer's code (store, banner) loads only when there is a new version to offer. */
const offer = (activate: () => void) => {
  void import('./showUpdateOffer').then(({ showUpdateOffer }) => showUpdateOffer(activate));
};

/**
 * Registers the service worker that precaches the app (pwa.config.ts) once the first screen is
 * painted and the browser is idle. A new version installs in the background and waits; the page
 * switches to it only when the staff accept the offer. Built app only: `vite dev` has no worker,
 * and jsdom no service workers.
 *
 * The plain ServiceWorkerContainer API rather than workbox-window: this runs before any interaction,
 * so it counts in the first screens' 170 KB budget, where workbox-window's class costs ~1.7 KB gzip.
 */
export function startServiceWorkerAfterFirstPaint(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const whenIdle = () => requestIdleCallback(() => void register(navigator.serviceWorker), { timeout: 5000 });
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

async function register(container: ServiceWorkerContainer): Promise<void> {
  let controlled = container.controller !== null;
  let acceptedHere = false;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  const offerWaiting = (waiting: ServiceWorker) =>
    offer(() => {
      acceptedHere = true;
      // Accepted: the page reloads once the new version is active, whether or not its claim of
      // this page ('controllerchange') is seen first.
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated') reloadOnce();
      });
      // The generated worker's own message for skipWaiting (registerType 'prompt').
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });

  container.addEventListener('controllerchange', () => {
    const wasControlled = controlled;
    controlled = true;
    // The first install taking this page (clientsClaim) is the build it already runs: no reload.
    if (!wasControlled) return;
    // Accepted in another tab, this one runs the old code under the new worker: it offers the reload
    // too, still only once the outbox is empty.
    if (acceptedHere) reloadOnce();
    else offer(() => location.reload());
  });

  const offerOnceInstalled = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offerWaiting(installing);
    });
  const registration = await container.register('/sw.js', { scope: '/' });
  // The first install caches only the app shell (src/sw.ts): once it is active, the rest of the app
  // is cached in the background; a start after an interrupted run finishes it.
  void container.ready.then((ready) => ready.active?.postMessage({ type: 'PRECACHE_APP' }));
  // A version installed on an earlier visit may already wait, or be installing: its 'updatefound'
  // fired before this page listened (registration waits for the first paint).
  if (registration.waiting && container.controller) offerWaiting(registration.waiting);
  offerOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => offerOnceInstalled(registration.installing));
  setInterval(() => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
