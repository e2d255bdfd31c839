// A server of the test's own, beside the shared e2e one: a fresh data folder (the demo restaurant, every
// table free), a port of its own in 3340-3360 (benchmarks use 3310-3330, the e2e run 3100), and a
// process the test may kill with SIGKILL and start again on the same folder and port, as a crash and
// a restart of the restaurant's server would. Its SQLite file can be read, read-only, for what the
// database holds.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, test as base } from '@playwright/test';
import Database from 'better-sqlite3';
import { SEEDED_DATA_DIR } from './seededDataFolder';
import { scaled } from './timeouts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const FIRST_PORT = 3340;
const LAST_PORT = 3360;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** A free port, searched from a point of this Playwright worker's own, so parallel tests rarely pick the same. */
async function freePort(after?: number): Promise<number> {
  const span = LAST_PORT - FIRST_PORT + 1;
  const from = after === undefined ? 4 * Number(process.env.TEST_WORKER_INDEX ?? 0) : after - FIRST_PORT + 1;
  for (let step = 0; step < span; step++) {
    const port = FIRST_PORT + ((from + step) % span);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${FIRST_PORT}-${LAST_PORT}`);
}

/** Resolves once the process says it listens; rejects when it exits first (a port taken meanwhile). */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const onExit = (code: number | null) => reject(new PortTaken(`The server exited (${code}) before listening`));
    child.once('exit', onExit);
    lines.on('line', (line) => {
      if (!line.includes('Server listening at')) return;
      child.off('exit', onExit);
      resolve();
    });
  });
}

class PortTaken extends Error {}

export class OwnServer {
  private process: ChildProcess | null = null;

  private constructor(
    private portInUse: number,
    readonly dataDir: string,
  ) {}

  get port(): number {
    return this.portInUse;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** A new server on a new data folder, holding a copy of the web build (a rebuild meanwhile cannot touch it). */
  static async start(): Promise<OwnServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-e2e-own-'));
    // The demo restaurant as the run's global set-up seeded it (seededDataFolder.ts).
    const seeded = process.env[SEEDED_DATA_DIR];
    if (seeded) cpSync(seeded, dataDir, { recursive: true });
    cpSync(process.env.EXPLORE_DIST ?? path.join(repoRoot, 'apps/web/dist'), path.join(dataDir, 'web'), {
      recursive: true,
    });
    const server = new OwnServer(await freePort(), dataDir);
    // Another run may take the port between the check and the listen: the next free one, then.
    for (let attempt = 1; ; attempt++) {
      try {
        await server.restart();
        return server;
      } catch (error) {
        if (!(error instanceof PortTaken) || attempt === 5) throw error;
        server.portInUse = await freePort(server.port);
      }
    }
  }

  /**
   * Starts the process (again) on the same folder and port, and waits for its own word that it
   * listens (its log line), so a server of another test on that port is never taken for it.
   */
  async restart(): Promise<void> {
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        POS_DATA_DIR: this.dataDir,
        POS_WEB_DIST: path.join(this.dataDir, 'web'),
        POS_CAPTCHA: 'off',
        POS_AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'info',
      },
    });
    this.process = child;
    await Promise.race([
      listening(child),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`the server on port ${this.port} did not listen`)), scaled(60_000)).unref(),
      ),
    ]);
  }

  /** As a power cut would: no chance to finish anything. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Stops the server and removes its data folder. */
  async stop(): Promise<void> {
    const child = this.process;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Runs `read` on the server's SQLite file opened read-only, and closes it. */
  read<T>(read: (database: Database.Database) => T): T {
    const database = new Database(path.join(this.dataDir, 'comandero.sqlite'), { readonly: true, fileMustExist: true });
    try {
      return read(database);
    } finally {
      database.close();
    }
  }
}

/** A test with a server of its own (`server`) and an API client of that server (`api`). */
export const test = base.extend<{ server: OwnServer; api: APIRequestContext }>({
  server: async ({ browser }, use) => {
    const opened = new Set(browser.contexts());
    const server = await OwnServer.start();
    await use(server);
    // The test's terminals go first: a page left open would talk to the next test's server on this port.
    for (const context of browser.contexts()) if (!opened.has(context)) await context.close();
    await server.stop();
  },
  api: async ({ playwright, server }, use) => {
    const api = await playwright.request.newContext({ baseURL: server.origin });
    await use(api);
    await api.dispose();
  },
});
