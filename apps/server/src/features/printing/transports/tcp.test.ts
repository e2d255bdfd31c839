import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakePrinter, startFakePrinter } from '../../../test/fake-printer.js';
import { statusProblem } from './printer-status.js';
import { PrinterError, sendToPrinter, type TcpTimeouts } from './tcp.js';

const quick: TcpTimeouts = { connectMs: 500, statusMs: 100, writeMs: 300, totalMs: 2000 };
const job = Uint8Array.from([0x1b, 0x40, 0x48, 0x6f, 0x6c, 0x61, 0x0a]);

/** A TCP server on loopback whose connections do what the test says. */
async function rawServer(
  onConnection: (socket: net.Socket) => void,
  options: net.ServerOpts = {},
): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer(options, (socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as PrinterError,
  );

describe('sending to a network printer over TCP', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });
  const printer = async () => {
    const fake: FakePrinter = await startFakePrinter();
    cleanups.push(() => fake.stop());
    return fake;
  };

  it('asks the status, then writes the job; the printer receives exactly the bytes', async () => {
    const fake = await printer();
    await sendToPrinter({ host: '127.0.0.1', port: fake.port }, job, quick);
    expect(fake.jobs.map((bytes) => [...bytes])).toEqual([[...job]]);
  });

  it('prints on a printer that does not answer status queries, after a short wait', async () => {
    const fake = await printer();
    fake.status = null;
    const started = performance.now();
    await sendToPrinter({ host: '127.0.0.1', port: fake.port }, job, quick);
    expect(performance.now() - started).toBeGreaterThanOrEqual(quick.statusMs - 5);
    expect(fake.jobs).toHaveLength(1);
  });

  it('does not print with the cover open or without paper, and says which', async () => {
    const fake = await printer();
    fake.status = { offlineCause: 0x12 | 0x04, paperSensor: 0x12 };
    expect(await failure(sendToPrinter({ host: '127.0.0.1', port: fake.port }, job, quick))).toMatchObject({
      state: 'cover-open',
    });
    fake.status = { offlineCause: 0x12, paperSensor: 0x12 | 0x60 };
    expect(await failure(sendToPrinter({ host: '127.0.0.1', port: fake.port }, job, quick))).toMatchObject({
      state: 'paper-out',
    });
    expect(fake.jobs).toHaveLength(0);
  });

  it('fails fast as offline when nothing listens', async () => {
    const fake = await printer();
    const port = fake.port;
    await fake.stop();
    const error = await failure(sendToPrinter({ host: '127.0.0.1', port }, job, quick));
    expect(error).toBeInstanceOf(PrinterError);
    expect(error).toMatchObject({ state: 'offline', message: expect.stringContaining('ECONNREFUSED') });
  });

  it('fails as offline when the printer drops the connection before taking the job', async () => {
    const server = await rawServer((socket) => socket.destroy());
    cleanups.push(server.close);
    const error = await failure(sendToPrinter({ host: '127.0.0.1', port: server.port }, job, quick));
    expect(error).toMatchObject({ state: 'offline' });
  });

  it('counts the job as sent when every byte was handed over but the printer keeps the line open', async () => {
    const received: Buffer[] = [];
    // allowHalfOpen: it never closes its side; some print servers wait for the client to go.
    const server = await rawServer(
      (socket) => {
        socket.on('data', (chunk: Buffer) => received.push(chunk));
      },
      { allowHalfOpen: true },
    );
    cleanups.push(server.close);
    await sendToPrinter({ host: '127.0.0.1', port: server.port }, job, { ...quick, statusMs: 0 });
    expect([...Buffer.concat(received)]).toEqual([...job]);
  });

  it('never takes longer than the total timeout, whatever the printer does', async () => {
    // Accepts and answers nothing, with the status wait longer than the whole budget: the total
    // budget is what ends it (how long that takes is measured by `npm run bench`, bench/live-updates.ts).
    const server = await rawServer(() => {});
    cleanups.push(server.close);
    const error = await failure(
      sendToPrinter({ host: '127.0.0.1', port: server.port }, job, { ...quick, statusMs: 5000, totalMs: 200 }),
    );
    expect(error).toMatchObject({ state: 'offline', message: expect.stringContaining('took longer than 200 ms') });
  });
});

describe('reading the printer status answers (DLE EOT 2, DLE EOT 4)', () => {
  it('sees cover open, paper end and errors, and ignores what is not a status byte', () => {
    expect(statusProblem([0x12, 0x12])).toBeNull();
    expect(statusProblem([])).toBeNull();
    expect(statusProblem([0x16, 0x12])?.state).toBe('cover-open');
    expect(statusProblem([0x32, 0x12])?.state).toBe('paper-out');
    expect(statusProblem([0x52, 0x12])?.state).toBe('error');
    expect(statusProblem([0x12, 0x72])?.state).toBe('paper-out');
    // Paper near its end still prints.
    expect(statusProblem([0x12, 0x1e])).toBeNull();
    // 0xff is no status byte (bit 0 and bit 7 set): not judged.
    expect(statusProblem([0xff, 0xff])).toBeNull();
  });
});
