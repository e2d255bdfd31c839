import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../shared/clock.js';
import type { EventBus } from '../../events/event-bus.js';
import { createPrintJobsRepository } from '../print-jobs.repository.js';
import { createPrintersRepository } from '../printers.repository.js';
import { createPrintQueue, DEFAULT_QUEUE_OPTIONS, type PrintQueue, type PrintQueueOptions } from './queue.js';
import { createPrintQueueRepository } from './queue.repository.js';

/** Print queue settings for buildApp; `autoStart` is on except in tests, which start the worker themselves. */
export type PrintQueueSettings = Partial<PrintQueueOptions> & { autoStart?: boolean };

/** The server's print worker: started when the server is ready, stopped (its send finished) on close. */
export function attachPrintQueue(
  server: FastifyInstance,
  deps: { db: Db; events: EventBus; clock: Clock; config: Config; settings: PrintQueueSettings },
): PrintQueue {
  const { autoStart = deps.config.environment !== 'test', ...options } = deps.settings;
  const queue = createPrintQueue(
    {
      queue: createPrintQueueRepository(deps.db),
      printers: createPrintersRepository(deps.db),
      jobs: createPrintJobsRepository(deps.db),
      events: deps.events,
      clock: deps.clock,
      log: server.log,
    },
    { ...DEFAULT_QUEUE_OPTIONS, timeZone: deps.config.timeZone, ...options },
  );
  if (autoStart) server.addHook('onReady', async () => queue.start());
  server.addHook('onClose', async () => queue.stop());
  return queue;
}
