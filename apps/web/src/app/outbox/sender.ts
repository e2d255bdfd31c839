import { type AttemptResult, attempt } from './attempt';
import { listenToTabs, postToTabs } from './channel';
import type { Operation } from './operation';
import { type OutboxDatabase, outboxDb } from './outboxDb';
import { useOutboxStatus } from './outboxStatus';
import { PENDING_HINT_KEY } from './startOutbox';

/** Waits between tries while the server cannot be reached; the last repeats. A heartbeat wakes it sooner. */
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15_000] as const;
/** A server failing the same operation this many times running: it goes to "needs attention", the queue goes on. */
const SERVER_ERRORS_BEFORE_ATTENTION = 5;
const LOCK_NAME = 'comandero-outbox-sender';

let started = false;

/**
 * Starts this tab's part: counting, and sending when this tab holds the browser's sender lock (one
 * tab sends; when it closes, the next tab takes the lock and sends what is left).
 */
export function startSender(database: OutboxDatabase = outboxDb()): void {
  if (started) return;
  started = true;
  void navigator.storage?.persist?.();
  listenToTabs((message) => {
    if (message.type === 'changed') void publishCounts(database);
  });
  void publishCounts(database);
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks) void locks.request(LOCK_NAME, () => sendForever(database));
  else void sendForever(database);
}

async function publishCounts(database: OutboxDatabase): Promise<void> {
  const counts = await database.counts();
  localStorage.setItem(PENDING_HINT_KEY, String(counts.pending + counts.attention));
  useOutboxStatus.setState(counts);
}

/** Resolves on the next wake-up message, or after `ms` (never, without one). */
function nextWake(ms?: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = ms === undefined ? undefined : setTimeout(done, ms);
    const stop = listenToTabs((message) => {
      if (message.type === 'wake' || message.type === 'submitted') done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

async function sendForever(database: OutboxDatabase): Promise<never> {
  const sender = new Sender(database);
  listenToTabs((message) => {
    if (message.type === 'submitted') void sender.onSubmitted(message.id);
    if (message.type === 'wake') sender.onWake();
  });
  for (;;) await sender.step();
}

class Sender {
  private failures = 0;
  private serverErrors = new Map<string, number>();
  /** Why the queue is waiting: nothing new is tried before a wake-up. */
  private waiting: 'unreachable' | 'unauthorized' | null = null;

  constructor(private readonly database: OutboxDatabase) {}

  /** A new operation while the queue cannot go: its screen is told at once that it is kept. */
  async onSubmitted(id: string): Promise<void> {
    if (this.waiting) await this.handOver([id]);
  }

  /** The connection or the session is back: the next write is tried before anyone is told it is kept. */
  onWake(): void {
    this.waiting = null;
  }

  async step(): Promise<void> {
    const operation = await this.database.next();
    if (!operation) {
      useOutboxStatus.setState({ syncing: false });
      await nextWake();
      return;
    }
    useOutboxStatus.setState({ syncing: true });
    const result = await attempt({ ...operation, attempts: operation.attempts + 1 });
    await this.database.operations.update(operation.id, { attempts: operation.attempts + 1 });
    await this.settle(operation, result);
    postToTabs({ type: 'changed' });
  }

  private async settle(operation: Operation, result: AttemptResult): Promise<void> {
    if (result.kind === 'unreachable' || result.kind === 'unauthorized') return this.wait(result);
    this.waiting = null;
    this.failures = 0;
    useOutboxStatus.setState({ online: true, needsLogin: false });
    if (result.kind === 'answered') {
      await this.database.operations.delete(operation.id);
      this.serverErrors.delete(operation.id);
      postToTabs({ type: 'answered', id: operation.id, body: result.body });
      return;
    }
    if (result.kind === 'serverError') {
      const count = (this.serverErrors.get(operation.id) ?? 0) + 1;
      this.serverErrors.set(operation.id, count);
      if (count < SERVER_ERRORS_BEFORE_ATTENTION) return void (await nextWake(backoff(count)));
    }
    await this.refuse(operation, result.refusal);
  }

  /** A refusal goes back to the screen still waiting for it; once handed over, to "needs attention". */
  private async refuse(operation: Operation, refusal: NonNullable<Operation['refusal']>): Promise<void> {
    const current = await this.database.operations.get(operation.id);
    if (current?.handedOver) await this.database.operations.update(operation.id, { status: 'attention', refusal });
    else await this.database.operations.delete(operation.id);
    postToTabs({ type: 'refused', id: operation.id, refusal });
  }

  private async wait(result: Extract<AttemptResult, { kind: 'unreachable' | 'unauthorized' }>): Promise<void> {
    this.waiting = result.kind;
    if (result.kind === 'unauthorized') useOutboxStatus.setState({ needsLogin: true });
    else useOutboxStatus.setState({ online: false });
    await this.handOver();
    if (result.kind === 'unauthorized') return nextWake();
    this.failures += 1;
    await nextWake(result.retryAfterMs ?? backoff(this.failures));
  }

  /** Tells the screens still waiting that their operations are kept and will be sent later. */
  private async handOver(ids?: string[]): Promise<void> {
    const waiting = await this.database.operations
      .filter((operation) => operation.status === 'pending' && !operation.handedOver)
      .toArray();
    for (const operation of waiting) {
      if (ids && !ids.includes(operation.id)) continue;
      await this.database.operations.update(operation.id, { handedOver: true });
      postToTabs({ type: 'queued', id: operation.id });
    }
  }
}

const backoff = (failures: number): number => BACKOFF_MS[Math.min(failures, BACKOFF_MS.length) - 1] ?? 1000;
