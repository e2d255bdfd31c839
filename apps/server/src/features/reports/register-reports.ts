import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createOrderHistoryRepository } from '../order-history/order-history.repository.js';
import { createReportsRepository } from './reports.repository.js';
import { reportsRoutes } from './reports.routes.js';
import { createReportsService } from './reports.service.js';

/** `/api/reports`: tips and products reports; `/api/.../export`: CSV and XLSX streams. */
export async function registerReports(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const reports = createReportsService({
    reports: createReportsRepository(deps.db),
    history: createOrderHistoryRepository(deps.db),
  });
  await app.register(reportsRoutes, { reports });
}
