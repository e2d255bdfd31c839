import net from 'node:net';
import type { PrinterState } from '@comandero/domain';
import { STATUS_QUERY, statusProblem } from './printer-status.js';

export interface TcpTimeouts {
  /** Giving up on a printer that does not accept the connection. */
  connectMs: number;
  /** How long to wait for the answer to the status query (0: do not ask). */
  statusMs: number;
  /** A printer that takes no data for this long has stalled (paper jam, full buffer). */
  writeMs: number;
  /** No send lasts longer than this, whatever happens: the queue's lease is based on it. */
  totalMs: number;
}

export const DEFAULT_TIMEOUTS: TcpTimeouts = { connectMs: 3000, statusMs: 400, writeMs: 10_000, totalMs: 30_000 };

/** The printer could not take the job; `state` is what that says about the printer. */
export class PrinterError extends Error {
  constructor(
    readonly state: Exclude<PrinterState, 'unknown' | 'online'>,
    message: string,
  ) {
    super(message);
  }
}

export interface PrinterAddress {
  host: string;
  port: number;
}

/**
 * Sends raw bytes to a network printer (TCP, port 9100 by convention): connect, ask its status,
 * write, close. Resolves once every byte was handed to the network and the connection closed;
 * rejects with a PrinterError otherwise (nothing, or only part, may have printed).
 */
export function sendToPrinter(address: PrinterAddress, bytes: Uint8Array, timeouts: TcpTimeouts): Promise<void> {
  return new Promise((resolve, reject) => {
    const where = `${address.host}:${address.port}`;
    const socket = net.connect({ host: address.host, port: address.port });
    const answer: number[] = [];
    let phase: 'connect' | 'status' | 'write' | 'done' = 'connect';
    let written = false;
    let statusTimer: NodeJS.Timeout | undefined;

    const settle = (error: PrinterError | null) => {
      if (phase === 'done') return;
      phase = 'done';
      clearTimeout(connectTimer);
      clearTimeout(totalTimer);
      clearTimeout(statusTimer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const connectTimer = setTimeout(
      () => settle(new PrinterError('offline', `${where} did not accept a connection in ${timeouts.connectMs} ms`)),
      timeouts.connectMs,
    );
    const totalTimer = setTimeout(
      () => settle(new PrinterError('offline', `${where} took longer than ${timeouts.totalMs} ms`)),
      timeouts.totalMs,
    );

    const write = () => {
      if (phase !== 'status') return;
      clearTimeout(statusTimer);
      const problem = statusProblem(answer);
      if (problem) return settle(new PrinterError(problem.state, problem.message));
      phase = 'write';
      socket.setTimeout(timeouts.writeMs);
      socket.end(bytes, () => {
        written = true;
      });
    };

    socket.on('connect', () => {
      clearTimeout(connectTimer);
      phase = 'status';
      if (timeouts.statusMs <= 0) return write();
      socket.write(STATUS_QUERY);
      statusTimer = setTimeout(write, timeouts.statusMs);
    });
    socket.on('data', (chunk: Buffer) => {
      if (phase !== 'status') return;
      answer.push(...chunk);
      if (answer.length >= 2) write();
    });
    // Every byte was handed over: a printer that keeps the connection open has still got the job.
    socket.on('timeout', () =>
      settle(written ? null : new PrinterError('offline', `${where} stopped taking data for ${timeouts.writeMs} ms`)),
    );
    socket.on('error', (error) => settle(new PrinterError('offline', `${where}: ${error.message}`)));
    socket.on('close', () =>
      settle(written ? null : new PrinterError('offline', `${where} closed the connection before the job was sent`)),
    );
  });
}
