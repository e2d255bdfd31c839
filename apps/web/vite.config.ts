import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell, pwaOptions } from './pwa.config.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const MANTINE_COMPONENTS = '@mantine[\\/]core[\\/]esm[\\/]components[\\/]';
/** Form state: the login's and the lazily loaded dialogs'. */
const FORM_KIT = /node_modules[\\/](react-hook-form|@hookform)[\\/]/;
/** Small interface pieces nearly every screen shows, the POS's first screen included. */
const UI_KIT = new RegExp(
  `src[\\/]ui[\\/](BrandMark|LanguageToggle)\\.tsx|src[\\/]app[\\/]errors\\.ts|@tabler[\\/]icons-react[\\/].*[\\/]IconAlertTriangle\\.mjs|${MANTINE_COMPONENTS}(ActionIcon|CloseButton|Alert|Group|Paper|ThemeIcon|Badge)[\\/]|@tabler[\\/]icons-react[\\/].*createReactComponent|@mantine[\\/]hooks[\\/]esm[\\/](use-id|use-uncontrolled|utils[\\/]random-id)`,
);
/**
 * Text fields (~5 KB gzip): the login's and the forms'. The POS's first screen has none, so they are
 * kept out of the ui-kit it downloads (issue 27 §13).
 */
const INPUT_KIT = new RegExp(`${MANTINE_COMPONENTS}(Input|InputBase|TextInput|PasswordInput)[\\/]`);

/** A feature's public face (src/features/<name>/index.ts): re-exports only. */
const FEATURE_INDEX = /src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/** Entry points of the signed-in first screen; the group takes their static imports with them. */
const POS_FIRST_SCREEN = /src[\\/](router[\\/]SignedInShell|features[\\/]pos[\\/]PosPage)\.tsx$/;

export default defineConfig({
  plugins: [react(), appShell(), VitePWA(pwaOptions)],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Images are fetched as files, never inlined into the JavaScript the first screen downloads.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // A feature's index.ts only re-exports (DESIGN §7): an importer takes what it uses of it, never
      // the rest, so a barrel cannot pull another feature's screens into the POS's first download.
      treeshake: { moduleSideEffects: [{ test: FEATURE_INDEX, sideEffects: false }] },
      // What every page loads at start goes in one file: fewer requests, and gzip compresses it as a whole.
      output: {
        codeSplitting: {
          groups: [
            { name: 'startup', tags: ['$initial'] },
            // Shared by the login and the signed-in screens: kept in two chunks rather than a dozen
            // small ones, which gzip worse and cost a request each (DESIGN §10 budget).
            { name: 'form-kit', test: FORM_KIT },
            { name: 'ui-kit', test: UI_KIT },
            { name: 'input-kit', test: INPUT_KIT },
            // The POS's first screen (signed-in shell, top bar, floor) and what it imports, in one
            // chunk: merged, its ~25 small files gzip ~7 KB smaller. Dialogs and menus stay lazy.
            { name: 'pos', test: POS_FIRST_SCREEN },
          ],
        },
      },
    },
  },
});
