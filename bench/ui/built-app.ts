// What the benchmarks that drive the built app in headless Chromium share: the build (redone when
// the sources are newer), the built server on a loopback port with a fresh data folder, a sign-in
// through the API, and Chromium with the flags the e2e tests use.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const at = (...parts: string[]) => path.join(root, ...parts);

/** The same list as apps/web/e2e/playwright.config.ts. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A tablet in landscape, as the e2e tests use. */
export const VIEWPORT = { width: 1024, height: 768 };

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });

export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(target)
      .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
      .map((entry) => newestChange(path.join(target, entry))),
  );
}

function buildIfStale(name: string, output: string, sources: string[], command: string): void {
  if (existsSync(output) && statSync(output).mtimeMs >= Math.max(...sources.map(newestChange))) return;
  console.log(`Building ${name}...`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

/** Measures what the sources say, not an old build: builds the web app and the server when stale. */
export function buildAppIfStale(): void {
  const domain = at('packages', 'domain', 'src');
  buildIfStale(
    'the web app',
    at('apps', 'web', 'dist', 'index.html'),
    [at('apps', 'web', 'src'), at('apps', 'web', 'index.html'), at('apps', 'web', 'vite.config.ts'), domain],
    'npm run build -w @comandero/web',
  );
  buildIfStale(
    'the server',
    at('apps', 'server', 'dist', 'main.js'),
    [at('apps', 'server', 'src'), domain],
    'npm run build -w @comandero/server',
  );
}

export interface BuiltServer {
  origin: string;
  process: ChildProcess;
  /** The SQLite file the server writes (in its data folder). */
  databaseFile: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The built server on 127.0.0.1:`port` with `dataDir` (the demo restaurant is seeded on start when
 * absent). Benchmarks use ports 3310-3330 so they never meet a developer's server or the e2e run.
 */
export async function startBuiltServer(port: number, dataDir: string): Promise<BuiltServer> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [at('apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      POS_DATA_DIR: dataDir,
      POS_CAPTCHA: 'off',
      POS_AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server exited (${server.exitCode}); is port ${port} free?`);
    }
    const up = await fetch(`${origin}/api/general/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, process: server, databaseFile: path.join(dataDir, 'comandero.sqlite'), stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('The server did not start within 60 s');
}

export interface Session {
  jwt: string;
  user: { id: string; name: string } & Record<string, unknown>;
  call(method: string, apiPath: string, body?: unknown): Promise<unknown>;
}

/** Signs in through the API; `call` then sends JSON under /api with the session's token. */
export async function signIn(origin: string, identifier: string, password: string): Promise<Session> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!login.ok) throw new Error(`Login of ${identifier} failed: HTTP ${login.status}`);
  const { jwt, user } = (await login.json()) as Pick<Session, 'jwt' | 'user'>;
  return {
    jwt,
    user,
    async call(method, apiPath, body) {
      const response = await fetch(`${origin}/api${apiPath}`, {
        method,
        headers: {
          authorization: `Bearer ${jwt}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${apiPath}: HTTP ${response.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
  };
}

/**
 * A new browser context (its own cache and storage: cold) in Spanish, with `localStorage` set for
 * `origin` before the first page loads (a session, as a login leaves it).
 */
export async function newAppContext(
  browser: Browser,
  origin: string,
  localStorage: { name: string; value: string }[],
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: VIEWPORT,
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  // tsx compiles the functions sent to page.evaluate with esbuild's keepNames, which wraps inner
  // functions in a __name() helper the page does not have.
  await context.addInitScript('window.__name = (target) => target;');
  return context;
}

/** The local storage a sign-in leaves (apps/web/src/app/storage.ts), in Spanish. */
export const sessionStorageEntries = (session: { jwt: string; user: unknown }) => [
  { name: 'jwt', value: session.jwt },
  { name: 'user', value: JSON.stringify(session.user) },
  { name: 'lang', value: 'es' },
];
