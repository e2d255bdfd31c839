/// <reference lib="webworker" />
// The service worker (pwa.config.ts, injectManifest): precaches the app and serves it offline.
//
// Its first install caches only the app shell (index.html and what the login and POS first screens
// load, flagged `shell` at build time), then takes the page: a waiter who loses the network seconds
// after signing in reloads into the app, not the browser's error page (issue 27 §9). The rest of the
// app (screens, dialogs, texts that load on first use) is cached after that, in the background.
// An update caches the whole app before it waits: the staff's Reload switches to a version that is
// complete offline at once.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, type PrecacheEntry, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

type AppEntry = PrecacheEntry & { shell?: boolean };
declare const self: ServiceWorkerGlobalScope;

/** Asks the worker to cache the rest of the app; it answers on the message's port once all is there. */
const PRECACHE_APP = 'PRECACHE_APP';

// The worker never answers the API: static routing sends /api/ straight to the network.
importScripts('/sw-routes.js');

// The build's manifest, its shell entries flagged (pwa.config.ts).
const entries = self.__WB_MANIFEST as (AppEntry | string)[];
const app = new PrecacheController();
app.addToCacheList(entries);
// The same cache as `app`'s (workbox's default precache name), with the shell's entries only.
const shell = new PrecacheController();
shell.addToCacheList(entries.filter((entry) => typeof entry !== 'string' && entry.shell));

self.addEventListener('install', (event) => {
  void (self.registration.active ? app : shell).install(event);
});
self.addEventListener('activate', (event) => {
  // Drops what this version no longer lists; whatever it lists but lacks is fetched by precacheApp.
  void app.activate(event);
});
cleanupOutdatedCaches();
// The first install takes the page it was registered from (same build), so that page works offline
// at once; an update waits for the page's go-ahead (SKIP_WAITING, src/features/app-update).
clientsClaim();

let precaching: Promise<void> | null = null;

/** Caches every entry of the app not cached yet, one at a time (the first screens keep the network). */
async function precacheApp(): Promise<void> {
  const cache = await caches.open(app.strategy.cacheName);
  for (const [url, cacheKey] of app.getURLsToCacheKeys()) {
    if (await cache.match(cacheKey)) continue;
    // A revisioned entry (index.html, icons) skips the HTTP cache, as workbox's own install does.
    const response = await fetch(url, { credentials: 'same-origin', cache: cacheKey === url ? 'default' : 'reload' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await cache.put(cacheKey, response);
  }
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type !== PRECACHE_APP) return;
  // One run at a time; a failed one (the network went) is tried again on the next ask.
  precaching ??= precacheApp().catch((error: unknown) => {
    precaching = null;
    throw error;
  });
  const done = precaching;
  event.waitUntil(done.catch(() => undefined));
  const port = event.ports[0];
  done.then(
    () => port?.postMessage(true),
    () => port?.postMessage(false),
  );
});

registerRoute(new PrecacheRoute(app));
// Client-side routes answer with the app shell; the API never does (a 404 stays a 404).
registerRoute(new NavigationRoute(app.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));
