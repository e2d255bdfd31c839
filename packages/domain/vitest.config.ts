import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Not a speed check: on a busy 2-core machine vitest's 5 s default failed sound tests. Each
    // fast-check property also sets its numRuns and a timeout of its own (60 s).
    testTimeout: 30_000,
  },
});
