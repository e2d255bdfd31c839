import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates and seeds once per run; each test's database copies that (src/test/template-databases.ts).
    globalSetup: ['src/test/template-databases.ts'],
    // Test files share a worker's modules: loading the app's ~400 modules again for each of ~70
    // files cost more than the tests. Nothing here keeps state in a module between files: each
    // test builds its own app, database and clock (src/test/harness.ts).
    isolate: false,
    // Bounds for a test that hangs, not speed checks: a file's database (PGlite takes ~4 s to start,
    // more beside other work) and flows of dozens of requests take several times longer on a busy
    // 2-core machine. Timed figures belong in `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
