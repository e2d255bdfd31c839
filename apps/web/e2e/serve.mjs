// Starts the built server on a fresh, empty data folder (seeded with the demo restaurant) and
// removes the folder when Playwright stops it, so every run begins from the same state. The web app
// is served from a copy of the build taken now: a rebuild during the run (another checkout of the
// tree, a bench) cannot pull the files from under the pages.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-e2e-'));
const webDist = path.join(dataDir, 'web');
cpSync('apps/web/dist', webDist, { recursive: true });
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, POS_DATA_DIR: dataDir, POS_WEB_DIST: webDist },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
