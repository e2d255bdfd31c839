// `npm test`: every check; prints each step's counts and a final "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const only = process.argv.slice(2);
const steps = [];
// Each failed test's name and the head of its error, printed again last, after the pages: a CI log's tail shows why.
const failures = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
// Where the time goes, printed on every run: each step's wall time and the slowest test files.
const fileTimes = [];
const runStarted = performance.now();

/**
 * Runs a command to its end. `log`: a file that takes its output instead of the terminal, for a step
 * that runs beside others (its output is printed whole when it ends, not interleaved).
 */
function run(command, args, env = {}, log = null) {
  const line = `\n$ ${command} ${args.join(' ')}`;
  if (!log) console.log(line);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (log) {
      log.write(`${line}\n`);
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    child.on('close', (status) => resolve(status === 0));
  });
}

function record(name, ok, counts, started) {
  const { passed = ok ? 1 : 0, failed = ok ? 0 : 1, skipped = 0 } = counts ?? {};
  // A runner that failed without reporting a failed test still fails the step.
  const failedCount = !ok && failed === 0 ? 1 : failed;
  totals.passed += passed;
  totals.failed += failedCount;
  totals.skipped += skipped;
  const seconds = (performance.now() - started) / 1000;
  steps.push({ name, ok, passed, failed: failedCount, skipped, seconds });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const wanted = (name) => !only.length || only.includes(name);

async function check(name, command, args) {
  if (!wanted(name)) return;
  const started = performance.now();
  record(name, await run(command, args), undefined, started);
}

/** `besideOthers`: the step's output goes to .test-results/<name>.log and is printed when it ends. */
async function vitest(name, workspace, env = {}, besideOthers = false) {
  if (!wanted(name)) return;
  const started = performance.now();
  const output = path.join(resultsDir, `${name}.json`);
  const logFile = path.join(resultsDir, `${name}.log`);
  const log = besideOthers ? createWriteStream(logFile) : null;
  const ok = await run(
    'npx',
    ['vitest', 'run', '--root', workspace, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    env,
    log,
  );
  if (log) {
    await new Promise((resolve) => log.end(resolve));
    console.log(`\n--- ${name} (ran beside the steps above) ---\n${readFileSync(logFile, 'utf8')}`);
  }
  const report = readJson(output);
  for (const file of report?.testResults ?? []) {
    fileTimes.push({
      step: name,
      file: path.relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    });
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push({ step: name, title: test.fullName, error: test.failureMessages?.[0] });
    }
  }
  record(
    name,
    ok,
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    },
    started,
  );
}

async function ensureChromium() {
  const chromium = '/usr/bin/chromium';
  if (existsSync(chromium)) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `\nChromium is missing at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nthen run npm test again.`,
    );
    return false;
  }
  console.log('\nChromium is missing: installing it with apt-get (Debian package chromium)...');
  return (
    (await run('apt-get', ['update'])) &&
    (await run('apt-get', ['install', '-y', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })) &&
    existsSync(chromium)
  );
}

async function e2e() {
  if (!wanted('e2e')) return;
  const started = performance.now();
  const built = await run('npm', ['run', 'build']);
  if (!built) return record('e2e', false, undefined, started);
  if (!(await ensureChromium())) return record('e2e', false, undefined, started);
  const output = path.join(resultsDir, 'e2e.json');
  // The screenshots (every screen, es and en, tablet and phone) are for looking at: `npm run screenshots`.
  const ok = await run('npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts', '--project', 'e2e'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readJson(output);
  collectPlaywrightFailures(report?.suites ?? []);
  collectPlaywrightFileTimes(report?.suites ?? []);
  const stats = report?.stats;
  // The config retries nothing; should it ever, a pass on a retry is said, never counted silently.
  if (stats?.flaky) console.log(`\n${stats.flaky} e2e test(s) passed only on a retry: flaky, see the list above.`);
  record(
    'e2e',
    ok,
    stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped },
    started,
  );
}

function collectPlaywrightFailures(suites, titles = []) {
  for (const suite of suites) {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const title = `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`;
        const error = last?.error?.message ?? last?.error?.value;
        failures.push({ step: 'e2e', title, error, page: pageSnapshotOf(last) });
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

/** Each spec file's time: the sum of its tests' runs (two workers run files side by side). */
function collectPlaywrightFileTimes(suites) {
  for (const suite of suites) {
    let milliseconds = 0;
    const visit = (node) => {
      for (const spec of node.specs ?? [])
        for (const test of spec.tests ?? []) for (const result of test.results ?? []) milliseconds += result.duration;
      for (const child of node.suites ?? []) visit(child);
    };
    visit(suite);
    fileTimes.push({
      step: 'e2e',
      file: path.join('apps/web/e2e', suite.file ?? suite.title),
      seconds: milliseconds / 1000,
    });
  }
}

/** What the page showed when the test failed (Playwright's error context), as a CI log can carry it. */
function pageSnapshotOf(result) {
  const context = result?.attachments?.find((attachment) => attachment.name === 'error-context');
  if (!context?.path || !existsSync(context.path)) return undefined;
  const text = readFileSync(context.path, 'utf8');
  const start = text.indexOf('```yaml\n');
  if (start < 0) return undefined;
  const snapshot = text.slice(start + '```yaml\n'.length).split('```')[0];
  return snapshot
    .replace(/ \[(ref=[a-z0-9]+|cursor=pointer)\]/g, '')
    .split('\n')
    .slice(0, PAGE_SNAPSHOT_LINES)
    .join('\n');
}

// Enough of the page to see what covered or replaced the element a test waited for.
const PAGE_SNAPSHOT_LINES = 80;

const headOf = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    // The runner's own stack frames say nothing about the failure.
    .filter((line) => line.trim() && !/^\s*at .*(node_modules|<anonymous>)/.test(line))
    .slice(0, 14)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join('\n');

const postgresTarget = process.env.TEST_DATABASE_URL
  ? 'PostgreSQL at TEST_DATABASE_URL'
  : 'PGlite (no TEST_DATABASE_URL)';

// Three lanes before the browser: vitest gives a run one worker per core but one, so one step
// leaves a core idle. The first lane prints as it goes; the web's and PostgreSQL's (which mostly
// waits on the server, creating and dropping databases) print whole when they end.
if (wanted('server-postgres')) console.log(`\nServer tests on PostgreSQL (beside the other steps): ${postgresTarget}`);
await Promise.all([
  (async () => {
    await check('lint', 'npx', ['biome', 'check', '.']);
    await check('typecheck', 'npm', ['run', 'typecheck']);
    await vitest('domain', 'packages/domain');
    await vitest('server-sqlite', 'apps/server', { TEST_DIALECT: 'sqlite' });
  })(),
  vitest('web', 'apps/web', {}, true),
  vitest('server-postgres', 'apps/server', { TEST_DIALECT: 'postgres' }, true),
]);
// The browser steps take every core: they run alone.
await e2e();

// The pages first, then each failure's name and error: a log cut to its tail still says which test failed and why.
for (const failure of failures) {
  if (failure.page) console.log(`\n  The page when ${failure.title} failed:\n${failure.page.replace(/^/gm, '      ')}`);
}
if (failures.length) console.log(`\n${failures.length} failed:`);
for (const failure of failures) console.log(`\n  [${failure.step}] ${failure.title}\n${headOf(failure.error)}`);

const SLOWEST_FILES = 10;
console.log(`\nthe ${SLOWEST_FILES} slowest test files`);
for (const { step, file, seconds } of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_FILES)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${step.padEnd(16)}${file}`);
}

console.log(
  '\nstep             passed  failed  skipped     time   (web and server-postgres run beside lint … server-sqlite)',
);
const STEP_ORDER = ['lint', 'typecheck', 'domain', 'server-sqlite', 'server-postgres', 'web', 'e2e'];
steps.sort((a, b) => STEP_ORDER.indexOf(a.name) - STEP_ORDER.indexOf(b.name));
for (const step of steps) {
  console.log(
    `${step.ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(16)}${String(step.passed).padStart(4)}${String(step.failed).padStart(8)}${String(step.skipped).padStart(9)}${`${step.seconds.toFixed(0)} s`.padStart(9)}`,
  );
}
console.log(`\nwhole run: ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
