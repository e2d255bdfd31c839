// Every bench ends on its own: `npm run bench` once waited forever on a clean-up that closed a
// server still holding a connection. A bench that outlives its bound says so and exits non-zero;
// one that finished exits at once, whatever handle its clean-up left open.

/** Multiplies every bench's bound, for a slow or busy machine (as E2E_TIMEOUT_FACTOR does for the e2e tests). */
const FACTOR = Number(process.env.BENCH_TIME_FACTOR ?? 1);

/** Runs a bench's `main` within `minutes` (times BENCH_TIME_FACTOR), then exits: 0 if it finished, 1 if not. */
export async function runBounded(name: string, minutes: number, main: () => Promise<void>): Promise<never> {
  const limitMs = minutes * FACTOR * 60_000;
  const timer = setTimeout(() => {
    console.error(`\n${name}: still running after ${(limitMs / 60_000).toFixed(0)} min, its bound; stopped.`);
    process.exit(1);
  }, limitMs);
  try {
    await main();
    clearTimeout(timer);
    process.exit(0);
  } catch (error) {
    console.error(`\n${name} failed:`, error);
    process.exit(1);
  }
}
