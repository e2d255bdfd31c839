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
  // A publisher connection ended by the server must not end the process; the pool opens another.
  publisher.on('error', (error) => log.warn({ err: error }, 'event publisher lost its connection'));
  let listener: pg.Client | null = null;
  let closed = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (!message.payload) return;
      const { branchId, event } = JSON.parse(message.payload) as { branchId: string; event: BusEvent };
      emitter.emit(branchId, event);
    });
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      if (!closed) setTimeout(listenAgain, RECONNECT_MS);
    };
    client.on('error', (error) => {
      log.warn({ err: error }, 'event listener lost its connection');
      reconnect();
    });
    client.on('end', reconnect);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      // Its 'error' or 'end' has already asked for the next attempt, or does now.
      client.end().catch(() => {});
      reconnect();
      throw error;
    }
    if (closed) return void client.end().catch(() => {});
    listener = client;
  }
  // Until the database is back (a restart, a failover): every instance must hear the others again.
  function listenAgain(): void {
    if (closed) return;
    connect().catch((error: unknown) => log.warn({ err: error }, 'event listener reconnect failed'));
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
