// The simulated terminals: each owns a table and loops through the real mix (occupy, add lines,
// send the command, close) over a keep-alive connection of its own. They run in a worker thread
// with its own event loop, so the client's work does not queue behind the server's.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

export const STEPS = ['occupy', 'lines', 'command', 'close'] as const;
export type Step = (typeof STEPS)[number];

export interface Terminal {
  authorization: string;
  tableId: string;
  /** Tables this terminal fills before the close-alone phase and then only closes. */
  spareTableIds: string[];
}

export interface PhaseRequest {
  origin: string;
  terminals: Terminal[];
  productIds: string[];
  /** The open cash drawer the closes are charged in (the device's cashier). */
  cashierId: string;
  seconds: number;
  /** Milliseconds between a terminal's requests; 0 sends the next as soon as the last answers. */
  intervalMs: number;
  /** Cycles per terminal instead of a duration (warm-up). */
  cycles?: number;
  /** Every write carries a fresh Idempotency-Key (BENCH_CHECKOUT_IDEMPOTENCY=off drops them, to measure their cost). */
  idempotency: boolean;
  /** cycle: occupy → lines → send → close on the terminal's table; prepare: fill the spare tables; close: close them. */
  mode?: 'cycle' | 'prepare' | 'close';
}

export interface PhaseResult {
  elapsedMs: number;
  latencies: Record<Step, number[]>;
  closes: number;
  requests: number;
  errors: Record<string, number>;
}

/** The code of the server's error body `{ error: { code, message } }`. */
function errorCode(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string } };
    return `${body.error?.code ?? ''} ${body.error?.message ?? ''}`.trim();
  } catch {
    return text.slice(0, 80);
  }
}

async function runPhase(request: PhaseRequest): Promise<PhaseResult> {
  const url = new URL(request.origin);
  const latencies: Record<Step, number[]> = { occupy: [], lines: [], command: [], close: [] };
  const errors: Record<string, number> = {};
  let closes = 0;
  let requests = 0;
  const started = performance.now();
  const end = started + request.seconds * 1000;

  async function terminal(index: number, terminal: Terminal) {
    // A tablet keeps one connection open.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const call = (path: string, body: unknown, key: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const headers: Record<string, string> = { authorization: terminal.authorization };
        if (request.idempotency) headers['idempotency-key'] = key;
        if (payload !== undefined) headers['content-type'] = 'application/json';
        const outgoing = http.request(
          { host: url.hostname, port: url.port, path, method: 'POST', headers, agent },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
            response.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(payload);
      });

    const linesOf = () =>
      request.productIds.map((productId) => ({
        id: randomUUID(),
        productId,
        sizeId: null,
        extras: [],
        quantity: 1,
        note: '',
      }));
    const closeBody = (cycle: number) =>
      cycle % 2 === 0
        ? { methodPay: 'Tarjeta', cashierId: request.cashierId }
        : { methodPay: 'Efectivo', valueReceive: 100_000, cashierId: request.cashierId };
    const send = async (step: Step, path: string, body: unknown, from: number) => {
      let outcome: string;
      try {
        const answer = await call(path, body, `${step}-${randomUUID()}`);
        outcome =
          answer.status >= 200 && answer.status < 300 ? 'ok' : `${step} ${answer.status} ${errorCode(answer.text)}`;
      } catch (error) {
        outcome = `${step} ${(error as Error).message}`;
      }
      latencies[step].push(performance.now() - from);
      requests++;
      if (outcome === 'ok') {
        if (step === 'close') closes++;
      } else errors[outcome] = (errors[outcome] ?? 0) + 1;
    };

    if (request.mode === 'prepare' || request.mode === 'close') {
      for (const [index, tableId] of terminal.spareTableIds.entries()) {
        const spare = `/api/tables/${tableId}`;
        if (request.mode === 'close') {
          await send('close', `${spare}/close`, closeBody(index), performance.now());
          continue;
        }
        await send('occupy', `${spare}/occupy`, { people: 2 }, performance.now());
        await send('lines', `${spare}/lines`, { lines: linesOf() }, performance.now());
        await send('command', `${spare}/command`, undefined, performance.now());
      }
      agent.destroy();
      return;
    }

    const table = `/api/tables/${terminal.tableId}`;
    // Terminals are not in step: each starts at its own point of the interval.
    let due = started + (request.intervalMs * index) / request.terminals.length;
    let cycle = 0;
    while (request.cycles !== undefined ? cycle < request.cycles : performance.now() < end) {
      const mix: [Step, string, unknown][] = [
        ['occupy', `${table}/occupy`, { people: 2 }],
        ['lines', `${table}/lines`, { lines: linesOf() }],
        ['command', `${table}/command`, undefined],
        ['close', `${table}/close`, closeBody(cycle)],
      ];
      for (const [step, path, body] of mix) {
        const now = performance.now();
        if (request.intervalMs > 0 && due > now) await sleep(due - now);
        // Paced: the latency counts from when the request was due, so a stall shows in full.
        await send(step, path, body, request.intervalMs > 0 ? due : performance.now());
        due += request.intervalMs;
      }
      cycle++;
    }
    agent.destroy();
  }

  await Promise.all(request.terminals.map((entry, index) => terminal(index, entry)));
  return { elapsedMs: performance.now() - started, latencies, closes, requests, errors };
}

// The worker's entry: it loads this module (see startTerminals), so the handler must live here.
if (!isMainThread) {
  parentPort?.on('message', (request: PhaseRequest) => {
    runPhase(request).then(
      (result) => parentPort?.postMessage({ result }),
      (error: unknown) => parentPort?.postMessage({ error: String(error) }),
    );
  });
}

/** The terminals' thread: this module again, loaded through tsx (a worker does not inherit the loader). */
export function startTerminals() {
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(code, { eval: true, workerData: null });
  worker.unref();
  return {
    run: (request: PhaseRequest) =>
      new Promise<PhaseResult>((resolve, reject) => {
        worker.once('message', (message: { result?: PhaseResult; error?: string }) =>
          message.result ? resolve(message.result) : reject(new Error(message.error)),
        );
        worker.postMessage(request);
      }),
    stop: () => worker.terminate(),
  };
}

export type TerminalsThread = ReturnType<typeof startTerminals>;
