// Starts the built server on a fresh, empty data folder (seeded with the demo restaurant) and
// removes the folder when Playwright stops it, so every run begins from the same state.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-e2e-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, POS_DATA_DIR: dataDir },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
