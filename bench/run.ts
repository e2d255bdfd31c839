// `npm run bench`: every bench, one after another, each in a process of its own (a bench bounds its
// own time: bounded.ts). `npm run bench -- live-updates catalog` runs those; `-- --list` only lists.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_POSTGRES_URL } from './postgres-url.js';

interface Bench {
  name: string;
  about: string;
  /** Node flags beyond `--import tsx`. */
  flags?: string[];
}

// In the order they run; bench/README.md says what each prints.
const BENCHES: Bench[] = [
  { name: 'http-overhead', about: 'API request overhead, as ratios to a bare node:http server' },
  { name: 'catalog', about: 'catalog search, category, product and refresh on 20,000 products' },
  { name: 'menu-admin', about: "the back office's products list and a bulk update of 500" },
  { name: 'stock', about: 'a close that depletes recipes beside a plain close' },
  { name: 'ui-catalog', about: 'POS cold load, search and add to cart in Chromium' },
  { name: 'ui-catalog-cache', about: "the menu from the device's copy of the catalog, in Chromium" },
  { name: 'checkout-load', about: '20 terminals through occupy, lines, send and close (SQLite, PostgreSQL)' },
  { name: 'live-updates', about: 'live events, closes with the printer up or down, a silent printer' },
  { name: 'ui-live', about: "the floor and the delivery board following other terminals' calls, in Chromium" },
  { name: 'outbox-sync', about: "a device's queued orders sent after a reload, in Chromium" },
  { name: 'reports', about: 'dashboard, reports and exports on a year of a 100-branch chain', flags: ['--expose-gc'] },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const width = Math.max(...BENCHES.map((bench) => bench.name.length));
const list = () => {
  for (const bench of BENCHES) console.log(`  ${bench.name.padEnd(width)}  ${bench.about}`);
};

if (args.includes('--list')) {
  list();
  process.exit(0);
}
const unknown = args.filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length) {
  console.error(`No bench named ${unknown.join(', ')}. The benches:`);
  list();
  process.exit(2);
}
const chosen = args.length ? BENCHES.filter((bench) => args.includes(bench.name)) : BENCHES;

console.log('The benches:');
list();
console.log(
  BENCH_POSTGRES_URL
    ? `\nPostgreSQL: ${new URL(BENCH_POSTGRES_URL).host} (BENCH_DATABASE_URL or TEST_DATABASE_URL)`
    : '\nPostgreSQL: NONE GIVEN (BENCH_DATABASE_URL or TEST_DATABASE_URL): checkout-load measures PGlite, live-updates skips NOTIFY',
);

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const bench of chosen) {
  console.log(`\n=== ${bench.name}`);
  const started = performance.now();
  const { status } = spawnSync(
    process.execPath,
    [...(bench.flags ?? []), '--import', 'tsx', path.join('bench', `${bench.name}.ts`)],
    { cwd: root, stdio: 'inherit' },
  );
  results.push({ name: bench.name, ok: status === 0, seconds: (performance.now() - started) / 1000 });
}

console.log(`\n${'bench'.padEnd(width + 2)}${'result'.padEnd(8)}${'time'.padStart(8)}`);
for (const { name, ok, seconds } of results) {
  console.log(`${name.padEnd(width + 2)}${(ok ? 'ok' : 'FAILED').padEnd(8)}${`${seconds.toFixed(0)} s`.padStart(8)}`);
}
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(`${'total'.padEnd(width + 2)}${''.padEnd(8)}${`${total.toFixed(0)} s`.padStart(8)}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
