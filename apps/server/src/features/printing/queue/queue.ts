import type { Printer } from '@comandero/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../shared/clock.js';
import type { EventBus } from '../../events/event-bus.js';
import { renderEscPos } from '../escpos/render.js';
import type { PrintJobsRepository } from '../print-jobs.repository.js';
import type { PrintersQueries } from '../printers.repository.js';
import {
  DEFAULT_TIMEOUTS,
  type PrinterAddress,
  PrinterError,
  sendToPrinter,
  type TcpTimeouts,
} from '../transports/tcp.js';
import type { PrintQueueRepository, QueuedJob } from './queue.repository.js';

export interface PrintQueueOptions {
  /** How often the worker looks for due jobs. */
  pollMs: number;
  batchSize: number;
  /** After this many failed sends a job is 'failed' (kept, and reprintable from the jobs list). */
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  timeouts: TcpTimeouts;
  timeZone: string;
}

export const DEFAULT_QUEUE_OPTIONS: Omit<PrintQueueOptions, 'timeZone'> = {
  pollMs: 1000,
  batchSize: 20,
  // 2 s, 4 s, 8 s … capped at 60 s: about seven minutes of retries before giving up.
  maxAttempts: 12,
  backoffBaseMs: 2000,
  backoffMaxMs: 60_000,
  timeouts: DEFAULT_TIMEOUTS,
};

export interface PrintQueueDeps {
  queue: PrintQueueRepository;
  printers: Pick<PrintersQueries, 'targetOf' | 'recordStatus'>;
  jobs: Pick<PrintJobsRepository, 'listItem'>;
  events: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  send?: (address: PrinterAddress, bytes: Uint8Array, timeouts: TcpTimeouts) => Promise<void>;
}

export const backoffMs = (attempts: number, options: Pick<PrintQueueOptions, 'backoffBaseMs' | 'backoffMaxMs'>) =>
  Math.min(options.backoffBaseMs * 2 ** Math.max(attempts - 1, 0), options.backoffMaxMs);

/**
 * The print queue's worker. Jobs live in the database; the worker claims one atomically
 * (pending → printing), sends it, and records the outcome, so a job is never lost and two workers
 * never print it at once. Delivery is at least once: if the process dies after the printer got
 * the bytes but before 'printed' is stored, the job's lease runs out and it prints again.
 */
export function createPrintQueue(deps: PrintQueueDeps, options: PrintQueueOptions) {
  const send = deps.send ?? sendToPrinter;
  // A send never outlives the lease, so an expired lease means its worker is gone.
  const leaseMs = options.timeouts.totalMs + 5000;
  /** A printer that just failed rests until its retry time; its other jobs wait with it, in order. */
  const resting = new Map<string, { until: number; error: PrinterError }>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let started = false;

  const iso = (ms: number) => new Date(ms).toISOString();

  async function announce(jobId: string) {
    const item = await deps.jobs.listItem(jobId);
    if (item) deps.events.publish(item.branchId, { type: 'print-job.changed', job: item.job, sentBy: item.sentBy });
  }

  /** The attempt failed: the job waits for its retry (or fails for good); its sender hears why. */
  async function recordFailure(
    job: QueuedJob,
    printer: Printer,
    claimedAt: string,
    error: PrinterError,
    retryAt: number,
  ) {
    const attempts = job.attempts + 1;
    const outcome =
      attempts >= options.maxAttempts
        ? ({ status: 'failed', printerId: printer.id, error: error.message } as const)
        : ({ status: 'pending', printerId: printer.id, error: error.message, nextAttemptAt: iso(retryAt) } as const);
    await deps.queue.finish(job.id, claimedAt, outcome, iso(deps.clock.now().getTime()));
    await announce(job.id);
  }

  /** Sends one claimed job; false when its printer failed. */
  async function print(job: QueuedJob, printer: Printer, claimedAt: string): Promise<boolean> {
    let bytes: Uint8Array;
    try {
      bytes = renderEscPos(job.kind, job.document, {
        currency: job.currency,
        width: printer.width,
        timeZone: options.timeZone,
      });
    } catch (error) {
      // A document that cannot be rendered will not render on a retry either.
      deps.log.error({ err: error, jobId: job.id }, 'print job could not be rendered');
      const failed = { status: 'failed', printerId: printer.id, error: 'The document could not be rendered' } as const;
      await deps.queue.finish(job.id, claimedAt, failed, iso(deps.clock.now().getTime()));
      await announce(job.id);
      return true;
    }
    try {
      await send(printer, bytes, options.timeouts);
      const now = iso(deps.clock.now().getTime());
      await deps.queue.finish(job.id, claimedAt, { status: 'printed', printerId: printer.id }, now);
      await deps.printers.recordStatus(printer.id, 'online', null, now);
      await announce(job.id);
      return true;
    } catch (thrown) {
      const error = thrown instanceof PrinterError ? thrown : new PrinterError('error', String(thrown));
      const nowMs = deps.clock.now().getTime();
      const retryAt = nowMs + backoffMs(job.attempts + 1, options);
      resting.set(printer.id, { until: retryAt, error });
      await deps.printers.recordStatus(printer.id, error.state, error.message, iso(nowMs));
      deps.log.warn({ jobId: job.id, printer: printer.nameCustom, error: error.message }, 'print job not printed');
      await recordFailure(job, printer, claimedAt, error, retryAt);
      return false;
    }
  }

  /** One printer's jobs, in order; while the printer rests they count a failed attempt without a send. */
  async function drain(printer: Printer, jobs: QueuedJob[]) {
    for (const job of jobs) {
      const claimedAt = deps.clock.now().toISOString();
      if (!(await deps.queue.claim(job.id, claimedAt))) continue;
      const rest = resting.get(printer.id);
      if (rest && rest.until > deps.clock.now().getTime())
        await recordFailure(job, printer, claimedAt, rest.error, rest.until);
      else await print(job, printer, claimedAt);
    }
  }

  async function tick(): Promise<void> {
    const nowMs = deps.clock.now().getTime();
    await deps.queue.requeueStale(iso(nowMs - leaseMs), iso(nowMs));
    const due = await deps.queue.due(iso(nowMs), options.batchSize);
    const byPrinter = new Map<string, { printer: Printer; jobs: QueuedJob[] }>();
    for (const job of due) {
      const printer = await deps.printers.targetOf(job.branchId, job.printerId);
      if (!printer) {
        // No printer configured: the browser's 80 mm print is the fallback (DESIGN §8).
        if (await deps.queue.markPreview(job.id, iso(nowMs))) await announce(job.id);
        continue;
      }
      const group = byPrinter.get(printer.id) ?? { printer, jobs: [] };
      group.jobs.push(job);
      byPrinter.set(printer.id, group);
    }
    // Printers work in parallel; each printer's jobs one after another.
    await Promise.all([...byPrinter.values()].map(({ printer, jobs }) => drain(printer, jobs)));
  }

  /** Runs one pass over the due jobs; a pass already running is joined, never doubled. */
  function runOnce(): Promise<void> {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  }

  const loop = async () => {
    await runOnce().catch((error: unknown) => deps.log.error({ err: error }, 'print queue pass failed'));
    if (started) timer = setTimeout(loop, options.pollMs);
  };

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      timer = setTimeout(loop, 0);
    },
    /** Stops polling and waits for the send in progress, so no job is left 'printing'. */
    async stop() {
      started = false;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
export type PrintQueue = ReturnType<typeof createPrintQueue>;
