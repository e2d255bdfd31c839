// `npm start`: builds what is missing or stale (web app, server bundle), then runs the server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestChange(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function buildIfStale(name, output, sources, command) {
  const stale = !existsSync(output) || statSync(output).mtimeMs < newestChange(sources);
  if (!stale) return;
  console.log(`Building ${name}...`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

const domain = at('packages', 'domain', 'src');
buildIfStale(
  'the web app',
  at('apps', 'web', 'dist', 'index.html'),
  [
    at('apps', 'web', 'src'),
    at('apps', 'web', 'index.html'),
    at('apps', 'web', 'public'),
    at('apps', 'web', 'vite.config.ts'),
    domain,
  ],
  'npm run build -w @comandero/web',
);
buildIfStale(
  'the server',
  at('apps', 'server', 'dist', 'main.js'),
  [at('apps', 'server', 'src'), domain],
  'npm run build -w @comandero/server',
);

process.env.NODE_ENV ??= 'production';
await import(at('apps', 'server', 'dist', 'main.js'));
