import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The theme's primary colour (paprika shade 7, src/app/theme.ts): the title bar of the installed app. */
const THEME_COLOR = '#c2410c';
/** Mantine's light body colour: the splash screen while the app starts. */
const BACKGROUND_COLOR = '#ffffff';

/**
 * The installable app (issue 13 §1): a manifest, and a service worker that precaches the whole app
 * shell (index.html, every JS and CSS chunk, every lazily loaded text file, icons) so a reload or a
 * cold start without the server shows the app, and a dialog opened offline finds its code.
 *
 * generateSW rather than injectManifest: the worker only serves the precache (data lives in
 * IndexedDB, never in the worker's caches), which needs no code of our own to maintain.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // A new version waits until the page asks for it (src/features/app-update): never while writes are unsent.
  registerType: 'prompt',
  // Registered by our own code after the first paint, so the worker stays out of the first download.
  injectRegister: false,
  // The glob below already takes public/ (icons, favicon): listing them again would precache them twice.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Comandero POS',
    short_name: 'Comandero',
    description: 'Punto de venta para restaurantes',
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Everything the build emits that a screen may load, lazily loaded chunks and text files included.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // precompress.mjs's .br/.gz copies are the same files in another encoding, which the browser
    // decodes before the worker sees them: never precached (workbox's own default ignore kept). The
    // worker's own part (public/sw-routes.js) is loaded with it, never by a screen.
    globIgnores: ['**/node_modules/**/*', '**/*.br', '**/*.gz', 'sw-routes.js'],
    // /api/ skips the worker (static routing), so the page's calls never keep an old version running.
    importScripts: ['/sw-routes.js'],
    // Client-side routes answer with the app shell; the API never does (a 404 stays a 404).
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    // No runtime caching: /api/ answers are never kept by the worker (the outbox and the catalog cache
    // keep data in IndexedDB, where the app decides what is fresh).
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // The first install takes the page it was registered from (same build), so that page works offline
    // at once; an update still waits for the page's go-ahead (skipWaiting stays off).
    clientsClaim: true,
    skipWaiting: false,
    // One file less to fetch and precache before the worker is ready.
    inlineWorkboxRuntime: true,
  },
  devOptions: { enabled: false },
};
