// Imported by the generated service worker (pwa.config.ts, workbox.importScripts).
//
// The worker never answers the API (nothing of it is cached), so Chromium's static routing sends
// /api/ straight to the network: the page's calls (the heartbeat every 2.5 s, the live events, the
// queries) neither start the worker nor keep it busy. A busy old worker never hands over to a new
// version: Chromium activates a skipWaiting worker only once the old one has gone idle.
self.addEventListener('install', (event) => {
  // Browsers without static routing still let /api/ through: the fetch handler has no route for it.
  if (!event.addRoutes) return;
  const apiToNetwork = { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' };
  // An optimisation only: a refused rule must not fail the install of a new version.
  event.waitUntil(event.addRoutes(apiToNetwork).catch((error) => console.warn('API route not added', error)));
});
