// Functions that run inside the app's page (page.evaluate): each is sent as source, so each is
// self-contained and reaches the outbox with the raw IndexedDB API, the way Dexie stored it.

/** An outbox record as apps/web/src/app/outbox/operation.ts has it, less the seq the queue gives. */
export interface QueuedOperation {
  id: string;
  kind: 'selfServiceOrder';
  method: 'POST';
  path: string;
  body: unknown;
  summary: { items: { name: string; quantity: number }[]; amount: number };
  userId: string;
  userName: string;
  jwt: string;
  createdAt: string;
  status: 'pending';
  attempts: number;
  handedOver: boolean;
}

export interface QueueState {
  pending: number;
  attention: number;
  /** The first operation the sender would send, and how often it was tried (stuck queues). */
  head: { seq: number; attempts: number; status: string; refusal?: unknown } | null;
  /** What the app's banner says (role status), for a report on a stuck queue. */
  banner: string[];
  /** Wall clock (performance.timeOrigin + performance.now()) when this state was read. */
  at: number;
}

/**
 * Appends the operations to the app's outbox in one transaction, each with the next sequence
 * number, as OutboxDatabase.append does; then sets the hint the app reads at start. Returns how
 * many operations the outbox holds and the sequence numbers given.
 */
export async function queueInOutbox(operations: QueuedOperation[]): Promise<{ total: number; sequences: number[] }> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('comandero-outbox');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    // Dexie's version(1) is IndexedDB version 10; anything else is not the app's outbox.
    if (database.version !== 10 || !database.objectStoreNames.contains('operations'))
      throw new Error(`Unexpected outbox database: version ${database.version}`);
    const transaction = database.transaction(['operations', 'counters'], 'readwrite');
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('The transaction aborted'));
    });
    const counters = transaction.objectStore('counters');
    const stored = transaction.objectStore('operations');
    const sequences: number[] = [];
    const last = counters.get('seq');
    last.onsuccess = () => {
      let seq = (last.result as { value: number } | undefined)?.value ?? 0;
      for (const operation of operations) {
        stored.add({ ...operation, seq: ++seq });
        sequences.push(seq);
      }
      counters.put({ name: 'seq', value: seq });
    };
    await done;
    const total = await new Promise<number>((resolve, reject) => {
      const count = database.transaction('operations').objectStore('operations').count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => reject(count.error);
    });
    localStorage.setItem('outboxPending', String(total));
    return { total, sequences };
  } finally {
    database.close();
  }
}

/**
 * Waits until nothing is pending, or until the queue makes no progress for `stallMs`, or `boundMs`
 * has passed; returns the state then. It follows the app's own count (the 'outboxPending' hint the
 * sender writes after each operation) every 100 ms, and reads IndexedDB only when that count is 0
 * or has not moved for a second: an index count walks every record, so reading it often would load
 * the page the sender runs in.
 */
export async function waitForEmptyOutbox([stallMs, boundMs]: readonly [number, number]): Promise<QueueState> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('comandero-outbox');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const read = () =>
    new Promise<QueueState>((resolve, reject) => {
      const transaction = database.transaction('operations');
      const store = transaction.objectStore('operations');
      const pending = store.index('status').count('pending');
      const attention = store.index('status').count('attention');
      const first = store.index('seq').openCursor();
      let head: QueueState['head'] = null;
      first.onsuccess = () => {
        const cursor = first.result;
        if (!cursor) return;
        const operation = cursor.value as { seq: number; attempts: number; status: string; refusal?: unknown };
        if (operation.status !== 'pending') return cursor.continue();
        head = {
          seq: operation.seq,
          attempts: operation.attempts,
          status: operation.status,
          refusal: operation.refusal,
        };
      };
      transaction.oncomplete = () =>
        resolve({
          pending: pending.result,
          attention: attention.result,
          head,
          banner: [...document.querySelectorAll('[data-outbox]')].map((element) => element.textContent ?? ''),
          at: performance.timeOrigin + performance.now(),
        });
      transaction.onerror = () => reject(transaction.error);
    });
  const hint = () => localStorage.getItem('outboxPending');
  try {
    const started = performance.now();
    let seen = hint();
    let changed = performance.now();
    let checked = 0;
    for (;;) {
      const now = performance.now();
      if (hint() !== seen) {
        seen = hint();
        changed = now;
      }
      if (seen === '0' || now - Math.max(changed, checked) > 1000) {
        checked = now;
        const state = await read();
        if (state.pending === 0 || now - changed > stallMs || now - started > boundMs) return state;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    database.close();
  }
}

/** The baseline: each request sent from the page and its answer read before the next; seconds taken. */
export async function sendOneByOne(
  requests: { path: string; key: string; body: unknown; jwt: string }[],
): Promise<{ seconds: number; failures: string[] }> {
  const device = localStorage.getItem('deviceId');
  const failures: string[] = [];
  const started = performance.now();
  for (const { path, key, body, jwt } of requests) {
    const response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${jwt}`,
        'content-type': 'application/json',
        'idempotency-key': key,
        ...(device ? { 'x-device-id': device } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok) failures.push(`HTTP ${response.status} ${JSON.stringify(answer)}`);
  }
  return { seconds: (performance.now() - started) / 1000, failures };
}

/** This browser's device id (the app's 'deviceId'), made now if the app has not made it yet. */
export function deviceIdOfPage(): string {
  const stored = localStorage.getItem('deviceId');
  if (stored) return stored;
  const made = crypto.randomUUID();
  localStorage.setItem('deviceId', made);
  return made;
}

/** Remembers bills as printed on the device with these provisional numbers, as the app does. */
export function rememberProvisionalPrints(numbers: string[]): void {
  localStorage.setItem('printedProvisionally', JSON.stringify(numbers));
}
