import net from 'node:net';

/** The answers a printer gives to DLE EOT 2 and DLE EOT 4 when all is well. */
const HEALTHY = { offlineCause: 0x12, paperSensor: 0x12 };

export interface FakePrinter {
  port: number;
  /** Each connection's bytes, less the status queries: one entry per job received. */
  jobs: Buffer[];
  /** What it answers to status queries; null answers nothing, like printers without DLE EOT. */
  status: { offlineCause: number; paperSensor: number } | null;
  stop(): Promise<void>;
}

/**
 * A network printer for tests: a real TCP server on 127.0.0.1 that answers status queries and
 * records every job's bytes. Pass the port of a stopped one to bring "the same printer" back.
 */
export async function startFakePrinter(port = 0): Promise<FakePrinter> {
  const sockets = new Set<net.Socket>();
  const printer: FakePrinter = { port, jobs: [], status: { ...HEALTHY }, stop: async () => {} };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      // Real-time status queries come first, before the job.
      while (received[0] === 0x10 && received[1] === 0x04 && received.length >= 3) {
        const query = received[2];
        received = received.subarray(3);
        if (printer.status)
          socket.write(Uint8Array.of(query === 4 ? printer.status.paperSensor : printer.status.offlineCause));
      }
    });
    socket.on('end', () => {
      if (received.length > 0) printer.jobs.push(received);
      socket.end();
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  printer.port = (server.address() as net.AddressInfo).port;
  printer.stop = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return printer;
}
