// The printed figures of one dialect, one per line as `name: value unit` (bench/README.md
// lists them): nothing is asserted, machines are noisy.
import type { CpuShare } from './server-thread.js';
import { type PhaseResult, STEPS } from './terminals.js';

export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** A timed window of the raw baseline. */
export interface BaselineWindow {
  closes: number;
  ms: number;
}

export interface DialectFigures {
  paced: PhaseResult;
  pacedThread: CpuShare | null;
  saturated: PhaseResult;
  saturatedThread: CpuShare | null;
  /** Filling the spare tables before the close-alone phase: only its errors count. */
  prepared: PhaseResult;
  closeAlone: PhaseResult;
  /** The baseline just before and just after the saturated phase. */
  before: BaselineWindow;
  after: BaselineWindow;
  baselineConnections: number;
}

export function printFigures(dialect: string, figures: DialectFigures) {
  const { paced, saturated, closeAlone, before, after } = figures;
  const baselinePerSecond = (before.closes + after.closes) / ((before.ms + after.ms) / 1000);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const all = (result: PhaseResult) => STEPS.flatMap((step) => result.latencies[step]);
  const perSecond = (count: number, result: PhaseResult) => count / (result.elapsedMs / 1000);
  const closesPerSecond = perSecond(saturated.closes, saturated);
  const errors = { ...paced.errors };
  for (const phaseErrors of [saturated.errors, figures.prepared.errors, closeAlone.errors]) {
    for (const [key, count] of Object.entries(phaseErrors)) errors[key] = (errors[key] ?? 0) + count;
  }
  const errorCount = Object.values(errors).reduce((sum, count) => sum + count, 0);

  const p = `${dialect}.`;
  console.log(`${p}paced.requests.perSecond: ${perSecond(paced.requests, paced).toFixed(1)} req/s`);
  console.log(`${p}paced.close.perSecond: ${perSecond(paced.closes, paced).toFixed(1)} closes/s`);
  console.log(`${p}close.p50: ${ms(percentile(paced.latencies.close, 50))}`);
  console.log(`${p}close.p99: ${ms(percentile(paced.latencies.close, 99))}`);
  console.log(`${p}all.p50: ${ms(percentile(all(paced), 50))}`);
  console.log(`${p}all.p99: ${ms(percentile(all(paced), 99))}`);
  for (const step of STEPS.filter((entry) => entry !== 'close')) {
    console.log(`${p}${step}.p99: ${ms(percentile(paced.latencies[step], 99))}`);
  }
  // Other processes on the machine: the server's thread runnable but waiting for a CPU.
  const thread = (name: string, share: CpuShare | null) => {
    if (!share) return;
    console.log(`${p}${name}.serverThread.onCpu: ${share.onCpu.toFixed(2)} s/s`);
    console.log(`${p}${name}.serverThread.waitingForCpu: ${share.waiting.toFixed(2)} s/s`);
  };
  thread('paced', figures.pacedThread);
  console.log(`${p}close.perSecond: ${closesPerSecond.toFixed(1)} closes/s`);
  console.log(`${p}saturated.requests.perSecond: ${perSecond(saturated.requests, saturated).toFixed(1)} req/s`);
  console.log(`${p}saturated.close.p50: ${ms(percentile(saturated.latencies.close, 50))}`);
  console.log(`${p}saturated.close.p99: ${ms(percentile(saturated.latencies.close, 99))}`);
  thread('saturated', figures.saturatedThread);
  const rate = (window: BaselineWindow) => `${((1000 * window.closes) / window.ms).toFixed(1)} closes/s`;
  console.log(`${p}baseline.perSecond: ${baselinePerSecond.toFixed(1)} closes/s`);
  console.log(`${p}baseline.before.perSecond: ${rate(before)}`);
  console.log(`${p}baseline.after.perSecond: ${rate(after)}`);
  console.log(`${p}baseline.connections: ${figures.baselineConnections}`);
  console.log(`${p}close.ratio: ${(closesPerSecond / baselinePerSecond).toFixed(3)} (whole cycles)`);
  const closeAlonePerSecond = perSecond(closeAlone.closes, closeAlone);
  console.log(`${p}closeAlone.perSecond: ${closeAlonePerSecond.toFixed(1)} closes/s (${closeAlone.closes} closes)`);
  console.log(`${p}closeAlone.p50: ${ms(percentile(closeAlone.latencies.close, 50))}`);
  console.log(`${p}closeAlone.p99: ${ms(percentile(closeAlone.latencies.close, 99))}`);
  console.log(`${p}closeAlone.ratio: ${(closeAlonePerSecond / baselinePerSecond).toFixed(3)}`);
  console.log(`${p}errors: ${errorCount}`);
  for (const [key, count] of Object.entries(errors)) console.log(`${p}error: ${count} × ${key}`);
}
