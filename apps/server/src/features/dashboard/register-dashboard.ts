import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService } from './dashboard.service.js';

/** The admin dashboard's data, read from `order_sales_summary` (kept by withSalesSummary). */
export async function registerDashboard(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  await app.register(dashboardRoutes, {
    dashboard: createDashboardService({ repository: createDashboardRepository(deps.db) }),
  });
}
