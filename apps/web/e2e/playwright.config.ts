import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { scaled } from './timeouts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
// E2E_PORT lets a second run (another worktree, a helper) use its own port.
const PORT = process.env.E2E_PORT ?? '3100';
export const BASE_URL = `http://127.0.0.1:${PORT}`;

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const reporter: ReporterDescription[] = [
  ['list'],
  ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : []),
];

export default defineConfig({
  testDir: '.',
  outputDir: './results',
  // Files run side by side; a file's tests one after another: most take the demo restaurant's
  // tables on the shared server, and a file's tests pick theirs apart from each other only, not
  // from themselves running at once (speed.spec's serial mode also keeps its retries in order).
  fullyParallel: false,
  // One per core, at least two: a worker's browser waits on its server as much as it computes.
  workers: Math.max(2, availableParallelism()),
  forbidOnly: true,
  globalSetup: './seededDataFolder.ts',
  retries: 0,
  // Bounds for what never happens, not speed checks (timed figures are `npm run bench`'s), sized for
  // a busy 2-core machine, where a fresh terminal's first screen took 17 s and the order flow 2.6 min
  // beside two CPU burners, and scaled by E2E_TIMEOUT_FACTOR (timeouts.ts). A passing run waits only
  // as long as the app takes; a step that hangs fails at its own 30 s bound.
  timeout: scaled(300_000),
  expect: { timeout: scaled(30_000) },
  reporter,
  use: {
    baseURL: BASE_URL,
    locale: 'es-ES',
    viewport: { width: 1024, height: 768 },
    trace: 'retain-on-failure',
    actionTimeout: scaled(30_000),
    navigationTimeout: scaled(60_000),
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'e2e', testMatch: /.*\.spec\.ts$/, testIgnore: /screenshots\.spec\.ts$/ },
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node apps/web/e2e/serve.mjs',
    cwd: repoRoot,
    url: `${BASE_URL}/api/general/status`,
    reuseExistingServer: false,
    timeout: scaled(120_000),
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    env: {
      PORT,
      HOST: '127.0.0.1',
      POS_CAPTCHA: 'off',
      POS_AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
