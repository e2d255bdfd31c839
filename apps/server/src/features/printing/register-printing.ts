import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { inTransaction, unitOf } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import { createCatalogRevisionRepository } from '../menu/catalog-revision.repository.js';
import { createProductsAdminRepository } from '../menu/products-admin.repository.js';
import { createBillingService } from './billing.service.js';
import { createBillingConfigRepository } from './billing-config.repository.js';
import { createPrintJobsRepository } from './print-jobs.repository.js';
import { printJobsRoutes } from './print-jobs.routes.js';
import { createPrintJobsService } from './print-jobs.service.js';
import { createPrintersRepository } from './printers.repository.js';
import { printersRoutes } from './printers.routes.js';
import { createPrintersService, type PrintersDeps } from './printers.service.js';

/** Print jobs, printers and the billing settings (the queue's worker is attached to the server). */
export async function registerPrinting(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; events: EventBus },
): Promise<void> {
  const { db, clock, events } = deps;
  const assignPrinter: PrintersDeps['assignPrinter'] = (scope, printerId, productIds, now) =>
    inTransaction(db, async (trx) => {
      const updated = await createProductsAdminRepository(trx).assignPrinter(scope, printerId, productIds, now);
      if (updated > 0) await createCatalogRevisionRepository(trx).advance(scope);
      return { printerId, updated };
    });
  const catalogChanged = (branchId: string) => events.publish(branchId, { type: 'catalog.changed' });
  const printJobs = createPrintJobsRepository(db);
  const jobs = createPrintJobsService({ printJobs, writeJobs: unitOf(db, createPrintJobsRepository), clock });
  await app.register(printJobsRoutes, { printJobs, jobs });
  await app.register(printersRoutes, {
    printers: createPrintersService({ printers: createPrintersRepository(db), assignPrinter, catalogChanged, clock }),
    billing: createBillingService({ billing: createBillingConfigRepository(db), clock }),
  });
}
