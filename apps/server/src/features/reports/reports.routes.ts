import type { Readable } from 'node:stream';
import {
  type ExportFormat,
  exportQuerySchema,
  orderPageRequestSchema,
  PRODUCT_REPORT_SORTS,
  productReportFilterSchema,
  productReportPageSchema,
  productReportRequestSchema,
  tipReportFilterSchema,
  tipReportPageSchema,
  tipReportRequestSchema,
} from '@comandero/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import type { ReportsService } from './reports.service.js';
import { CONTENT_TYPES } from './spreadsheet-stream.js';

export const send = (reply: FastifyReply, name: string, format: ExportFormat, stream: Readable) =>
  reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(stream);

/**
 * The reports group (spec 02 §2: tips, products) and exports (CSV, XLSX) of them and of the orders
 * history, streamed. Reading reports is the orders area's read permission (administrators).
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  const tags = ['reports'];
  const preHandler = authorize('orders', 'read');
  const config = { idempotent: false };

  app.post(
    '/reports/tips',
    { preHandler, config, schema: { tags, body: tipReportRequestSchema, response: { 200: tipReportPageSchema } } },
    async (request) => reports.tips(requireAuth(request), request.body),
  );
  app.post(
    '/reports/products',
    {
      preHandler,
      config,
      schema: { tags, body: productReportRequestSchema, response: { 200: productReportPageSchema } },
    },
    async (request) => reports.products(requireAuth(request), request.body),
  );

  app.post(
    '/reports/tips/export',
    {
      preHandler,
      config,
      schema: { tags, querystring: exportQuerySchema, body: z.object({ filter: tipReportFilterSchema }) },
    },
    async (request, reply) => {
      const { format, lang } = request.query;
      const stream = await reports.exportTips(requireAuth(request), request.body.filter, format, lang);
      return send(reply, 'tips', format, stream);
    },
  );
  app.post(
    '/reports/products/export',
    {
      preHandler,
      config,
      schema: {
        tags,
        querystring: exportQuerySchema,
        body: z.object({ filter: productReportFilterSchema, sort: z.enum(PRODUCT_REPORT_SORTS).default('top') }),
      },
    },
    async (request, reply) => {
      const { format, lang } = request.query;
      const { filter, sort } = request.body;
      const stream = await reports.exportProducts(requireAuth(request), filter, sort, format, lang);
      return send(reply, 'products', format, stream);
    },
  );
  app.post(
    '/orders/export',
    {
      preHandler,
      config,
      schema: { tags, querystring: exportQuerySchema, body: orderPageRequestSchema.pick({ filter: true }) },
    },
    async (request, reply) => {
      const { format, lang } = request.query;
      const stream = await reports.exportHistory(requireAuth(request), request.body.filter, format, lang);
      return send(reply, 'orders', format, stream);
    },
  );
};
