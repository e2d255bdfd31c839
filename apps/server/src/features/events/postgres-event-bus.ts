import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { BusEvent, EventBus } from './event-bus.js';

const CHANNEL = 'comandero_events';
const RECONNECT_MS = 1000;

export interface ClosableEventBus extends EventBus {
  close(): Promise<void>;
}

/**
 * Cloud mode runs several stateless instances: events go through PostgreSQL NOTIFY, and every
 * instance (the publisher too) hears them on LISTEN and hands them to its own terminals.
 */
export async function createPostgresEventBus(connectionString: string, log: Pick<FastifyBaseLogger, 'warn'>) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publisher = new pg.Pool({ connectionString, max: 2 });
  let listener: pg.Client | null = null;
  let closed = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (!message.payload) return;
      const { branchId, event } = JSON.parse(message.payload) as { branchId: string; event: BusEvent };
      emitter.emit(branchId, event);
    });
    const reconnect = () => {
      if (closed || listener !== client) return;
      listener = null;
      setTimeout(
        () => connect().catch((error) => log.warn({ err: error }, 'event listener reconnect failed')),
        RECONNECT_MS,
      );
    };
    client.on('error', (error) => {
      log.warn({ err: error }, 'event listener lost its connection');
      reconnect();
    });
    client.on('end', reconnect);
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }
  await connect();

  const bus: ClosableEventBus = {
    publish(branchId, event) {
      publisher
        .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ branchId, event })])
        .catch((error: unknown) => log.warn({ err: error, type: event.type }, 'event not published'));
    },
    subscribe(branchId, handler) {
      emitter.on(branchId, handler);
      return () => emitter.off(branchId, handler);
    },
    async close() {
      closed = true;
      await listener?.end();
      await publisher.end();
    },
  };
  return bus;
}
