import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // Bounds for a test that hangs, not speed checks: whole-screen flows (PIN, occupy, navigation) in
      // jsdom take seconds, and a long form flow passed 60 s at a load of 19 on 2 cores. A spec's delays
      // (debounces, a dialog closing after 2 s) are timed on fake timers (src/test/fakeTime.ts).
      testTimeout: 120_000,
      // IndexedDB (fake-indexeddb) and React run their work on setImmediate: a test's fake clock
      // moves timers and dates only, or a transaction would wait for a clock nobody moves.
      fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] },
    },
  }),
);
