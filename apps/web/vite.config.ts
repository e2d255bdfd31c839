import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  plugins: [react()],
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
      // What every page loads at start goes in one file: fewer requests, and gzip compresses it as a whole.
      output: { codeSplitting: { groups: [{ name: 'startup', tags: ['$initial'] }] } },
    },
  },
});
