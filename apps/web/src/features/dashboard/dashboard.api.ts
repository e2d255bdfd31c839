import { branchSummaryTableSchema, dashboardDataSchema } from '@comandero/domain';
import { z } from 'zod';
import { api } from '../../app/api';

export interface DashboardQuery {
  dateStart: string;
  dateEnd: string;
  /** Another business (change-business policy); the caller's own when absent. */
  businessId?: string;
}

const namedList = <K extends string>(key: K) =>
  z.object({ [key]: z.array(z.object({ id: z.string(), name: z.string() })) } as Record<
    K,
    z.ZodArray<z.ZodObject<{ id: z.ZodString; name: z.ZodString }>>
  >);

export const dashboardKeys = {
  charts: (query: DashboardQuery) => ['dashboard', 'charts', query] as const,
  tables: (query: DashboardQuery) => ['dashboard', 'tables', query] as const,
  businesses: ['dashboard', 'businesses'] as const,
};

/** Spec 02 §7: POST /orders/charts/info {dateStart, dateEnd}. */
export const fetchDashboardCharts = (query: DashboardQuery) =>
  api.post('/orders/charts/info', query, dashboardDataSchema);

/** Spec 02 §7: POST /orders/tables/info {branches}: every branch of the business. */
export const fetchBranchSummary = (query: DashboardQuery) =>
  api.post('/orders/tables/info', { ...query, branches: [] }, branchSummaryTableSchema);

export const fetchBusinesses = () => api.get('/dashboard/businesses', namedList('businesses'));
