import {
  branchSummaryTableSchema,
  dashboardChartsRequestSchema,
  dashboardDataSchema,
  dashboardTablesRequestSchema,
  idSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import type { DashboardService } from './dashboard.service.js';

const named = z.object({ id: idSchema, name: z.string() });

/** Spec 02 §7 Dashboard: POST /orders/charts/info and /orders/tables/info, plus the selectors' lists. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  const tags = ['dashboard'];
  const preHandler = authorize('dashboard', 'read');
  // Reads sent as POST (the spec's calls): no idempotency key needed.
  const config = { idempotent: false };

  app.post(
    '/orders/charts/info',
    {
      preHandler,
      config,
      schema: { tags, body: dashboardChartsRequestSchema, response: { 200: dashboardDataSchema } },
    },
    async (request) => dashboard.charts(requireAuth(request), request.body),
  );
  app.post(
    '/orders/tables/info',
    {
      preHandler,
      config,
      schema: { tags, body: dashboardTablesRequestSchema, response: { 200: branchSummaryTableSchema } },
    },
    async (request) => dashboard.tables(requireAuth(request), request.body),
  );
  app.get(
    '/dashboard/businesses',
    { preHandler, schema: { tags, response: { 200: z.object({ businesses: z.array(named) }) } } },
    async (request) => dashboard.businesses(requireAuth(request)),
  );
  app.get(
    '/dashboard/branches',
    {
      preHandler,
      schema: {
        tags,
        querystring: z.object({ businessId: idSchema.optional() }),
        response: { 200: z.object({ branches: z.array(named) }) },
      },
    },
    async (request) => dashboard.branches(requireAuth(request), request.query.businessId),
  );
};
