import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Tests that need jsdom: they check a table tile's accessible name, which happy-dom computes with a
 * space before each comma of its parts ("1 , Libre") where browsers and jsdom do not.
 */
const NEED_JSDOM = ['src/features/floor/FloorView.test.tsx', 'src/features/floor/TableTile.test.tsx'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      restoreMocks: true,
      // Test files share a worker's modules (each test's state is reset in src/test/setup.ts):
      // loading React, Mantine and the app again for each of ~90 files cost more than the tests.
      isolate: false,
      // Bounds for a test that hangs, not speed checks: whole-screen flows (PIN, occupy, navigation) in
      // a test DOM take seconds, and a long form flow passed 60 s at a load of 19 on 2 cores. A spec's delays
      // (debounces, a dialog closing after 2 s) are timed on fake timers (src/test/fakeTime.ts).
      testTimeout: 120_000,
      // IndexedDB (fake-indexeddb) and React run their work on setImmediate: a test's fake clock
      // moves timers and dates only, or a transaction would wait for a clock nobody moves.
      fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] },
      projects: [
        {
          extends: true,
          // happy-dom: a DOM that loads and runs several times faster than jsdom.
          test: {
            name: 'happy-dom',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: NEED_JSDOM,
          },
        },
        { extends: true, test: { name: 'jsdom', environment: 'jsdom', include: NEED_JSDOM } },
      ],
    },
  }),
);
