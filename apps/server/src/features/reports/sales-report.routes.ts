import {
  cashCountReportFilterSchema,
  cashCountReportPageSchema,
  cashCountReportRequestSchema,
  exportQuerySchema,
  salesReportRequestSchema,
  salesReportSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import { send } from './reports.routes.js';
import type { SalesReportService } from './sales-report.service.js';

/** The sales and cash-count reports (spec 02 §2) and their exports; administrators, as every report. */
export const salesReportRoutes: FastifyPluginAsyncZod<{ reports: SalesReportService }> = async (app, { reports }) => {
  const tags = ['reports'];
  const preHandler = authorize('orders', 'read');
  const config = { idempotent: false };

  app.post(
    '/reports/sales',
    { preHandler, config, schema: { tags, body: salesReportRequestSchema, response: { 200: salesReportSchema } } },
    async (request) => reports.sales(requireAuth(request), request.body.filter),
  );
  app.post(
    '/reports/cash-counts',
    {
      preHandler,
      config,
      schema: { tags, body: cashCountReportRequestSchema, response: { 200: cashCountReportPageSchema } },
    },
    async (request) => reports.cashCounts(requireAuth(request), request.body),
  );
  app.post(
    '/reports/sales/export',
    { preHandler, config, schema: { tags, querystring: exportQuerySchema, body: salesReportRequestSchema } },
    async (request, reply) => {
      const { format, lang } = request.query;
      const stream = await reports.exportSales(requireAuth(request), request.body.filter, format, lang);
      return send(reply, 'sales', format, stream);
    },
  );
  app.post(
    '/reports/cash-counts/export',
    {
      preHandler,
      config,
      schema: { tags, querystring: exportQuerySchema, body: z.object({ filter: cashCountReportFilterSchema }) },
    },
    async (request, reply) => {
      const { format, lang } = request.query;
      const stream = await reports.exportCashCounts(requireAuth(request), request.body.filter, format, lang);
      return send(reply, 'cash-counts', format, stream);
    },
  );
};
