import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createOrderHistoryRepository } from '../order-history/order-history.repository.js';
import { createCashCountReportRepository } from './cash-count-report.repository.js';
import { createReportsRepository } from './reports.repository.js';
import { reportsRoutes } from './reports.routes.js';
import { createReportsService } from './reports.service.js';
import { createSalesReportRepository } from './sales-report.repository.js';
import { salesReportRoutes } from './sales-report.routes.js';
import { createSalesReportService } from './sales-report.service.js';

/** `/api/reports`: tips, products, sales and cash counts; `/api/.../export`: CSV and XLSX streams. */
export async function registerReports(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const repository = createReportsRepository(deps.db);
  const reports = createReportsService({ reports: repository, history: createOrderHistoryRepository(deps.db) });
  await app.register(reportsRoutes, { reports });
  const sales = createSalesReportService({
    reports: repository,
    sales: createSalesReportRepository(deps.db),
    cashCounts: createCashCountReportRepository(deps.db),
  });
  await app.register(salesReportRoutes, { reports: sales });
}
