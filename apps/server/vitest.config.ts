import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Bounds for a test that hangs, not speed checks: a file's database (PGlite takes ~4 s to start,
    // more beside other work) and flows of dozens of requests take several times longer on a busy
    // 2-core machine. Timed figures belong in `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
