import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { unitOf } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import { createAssignPrinter } from '../menu/assign-printer.js';
import { createBillingService } from './billing.service.js';
import { createBillingConfigRepository } from './billing-config.repository.js';
import { createPrintJobsRepository } from './print-jobs.repository.js';
import { printJobsRoutes } from './print-jobs.routes.js';
import { createPrintJobsService } from './print-jobs.service.js';
import { createPrintersRepository } from './printers.repository.js';
import { printersRoutes } from './printers.routes.js';
import { createPrintersService } from './printers.service.js';

/** Print jobs, printers and the billing settings (the queue's worker is attached to the server). */
export async function registerPrinting(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; events: EventBus },
): Promise<void> {
  const { db, clock, events } = deps;
  // Products are the menu's: its use case writes them, advances the catalog and tells the terminals.
  const assignPrinter = createAssignPrinter({
    db,
    catalogChanged: (branchId) => events.publish(branchId, { type: 'catalog.changed' }),
  });
  const printJobs = createPrintJobsRepository(db);
  const jobs = createPrintJobsService({ printJobs, writeJobs: unitOf(db, createPrintJobsRepository), clock });
  await app.register(printJobsRoutes, { printJobs, jobs });
  await app.register(printersRoutes, {
    printers: createPrintersService({ printers: createPrintersRepository(db), assignPrinter, clock }),
    billing: createBillingService({ billing: createBillingConfigRepository(db), clock }),
  });
}
