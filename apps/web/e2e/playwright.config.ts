import { fileURLToPath } from 'node:url';
import { defineConfig, type ReporterDescription } from '@playwright/test';

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
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: BASE_URL,
    locale: 'es-ES',
    viewport: { width: 1024, height: 768 },
    trace: 'retain-on-failure',
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
    timeout: 60_000,
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
