// A fake receipt printer for specs that read what was printed.
import net from 'node:net';

/** A network receipt printer on 127.0.0.1: a real TCP server that records every job's bytes. */
export async function startFakePrinter() {
  const received: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => {
      // DLE EOT n status queries: answer 'all well' (online, paper present).
      if (chunk[0] === 0x10 && chunk[1] === 0x04 && chunk.length === 3) socket.write(Uint8Array.of(0x12));
      else received.push(chunk);
    });
    socket.on('end', () => socket.end());
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    text: () => Buffer.concat(received).toString('latin1'),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
