import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The theme's primary colour (paprika shade 7, src/app/theme.ts): the title bar of the installed app. */
const THEME_COLOR = '#c2410c';
/** Mantine's light body colour: the splash screen while the app starts. */
const BACKGROUND_COLOR = '#ffffff';

/**
 * What a reload of the login or the POS needs to show its first screen, online or not: the modules
 * below, what they import statically, their styles and index.html. Offline, the POS's first screen
 * also shows the connection banner, a toast, and the floor from the device's copy (catalogCache), and
 * hears of its print jobs. Their chunks are the app shell, which the worker's first install caches before
 * the rest (src/sw.ts).
 */
const SHELL_ROOTS = new RegExp(
  [
    'src/router/SignedInShell\\.tsx',
    'src/features/pos/PosPage\\.tsx',
    'src/features/auth/LoginPage\\.tsx',
    'src/features/outbox/OutboxBanner\\.tsx',
    'src/app/catalogCache/(index|catalogStore)\\.ts',
    'src/router/Toasts\\.tsx',
    'src/features/printing/printInBrowser\\.ts',
    'src/i18n/(es|en)(\\.app|\\.outbox)?\\.json',
  ]
    .map((path) => `${path.replaceAll('/', '[\\\\/]')}$`)
    .join('|'),
);

/** The build's shell files, relative to dist (as the precache manifest names them). */
const shellFiles = new Set<string>(['index.html']);

/** Collects the shell's files from the app's build; the worker's manifest flags them (below). */
export function appShell(): Plugin {
  return {
    name: 'comandero:app-shell',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const pending = chunks.filter((chunk) => chunk.isEntry || chunk.moduleIds.some((id) => SHELL_ROOTS.test(id)));
      for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
        if (shellFiles.has(chunk.fileName)) continue;
        shellFiles.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shellFiles.add(css);
        for (const imported of chunk.imports) {
          const next = byName.get(imported);
          if (next) pending.push(next);
        }
      }
    },
  };
}

/**
 * The installable app (issue 13 §1): a manifest, and a service worker (src/sw.ts) that precaches the
 * whole app (index.html, every JS and CSS chunk, every lazily loaded text file, icons) so a reload or
 * a cold start without the server shows the app, and a dialog opened offline finds its code. Its
 * first install caches the app shell first and takes the page at once (issue 27 §9); the rest follows.
 *
 * injectManifest: generateSW's worker activates only once the whole precache (~2.6 MB) is in, and a
 * reload without network in those seconds showed the browser's error page. Data lives in IndexedDB,
 * never in the worker's caches.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
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
  injectManifest: {
    // Everything the build emits that a screen may load, lazily loaded chunks and text files included.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // precompress.mjs's .br/.gz copies are the same files in another encoding, which the browser
    // decodes before the worker sees them: never precached. The worker's own part (public/sw-routes.js)
    // is loaded with it, never by a screen.
    globIgnores: ['**/node_modules/**/*', '**/*.br', '**/*.gz', 'sw-routes.js'],
    // The worker is registered as a classic script (src/features/app-update).
    rollupFormat: 'iife',
    // The shell's entries carry `shell: true` into the worker, which caches them first.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => (shellFiles.has(entry.url) ? Object.assign(entry, { shell: true }) : entry)),
      }),
    ],
  },
  devOptions: { enabled: false },
};
