// Playwright's global set-up: one data folder with the demo restaurant migrated and seeded, made once
// per run by the built server itself, which every test's own server (ownServer.ts) starts from as a
// copy. A fresh folder costs each start ~60 migrations and four argon2 password hashes: seconds a
// start on a busy machine, for ~80 starts a run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { scaled } from './timeouts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** The environment variable that tells the workers where the seeded folder is. */
export const SEEDED_DATA_DIR = 'E2E_SEEDED_DATA_DIR';

/** A port the system says is free now: the seeding server is alone on it for a moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}

export default async function makeSeededDataFolder(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-e2e-seeded-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      POS_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the seeding server did not listen')), scaled(120_000));
    child.once('exit', (code) => reject(new Error(`the seeding server exited (${code}) before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.includes('Server listening at')) return;
      clearTimeout(timer);
      resolve();
    });
  });
  // A graceful stop closes the database: its write-ahead log is folded into the file.
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the seeding server stopped with ${code}`);
  // Each copy gets an instance id of its own, as a new server would.
  rmSync(path.join(dataDir, 'instance-id'), { force: true });
  process.env[SEEDED_DATA_DIR] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
