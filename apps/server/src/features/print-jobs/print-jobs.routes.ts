import { idSchema, printJobSummarySchema } from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiptHtml } from '../../print/receipt-html.js';
import { authorizeArea, branchScope, requireAuth } from '../../shared/auth.js';
import { notFound } from '../../shared/errors.js';
import type { PrintJobsRepository } from './print-jobs.repository.js';

const byId = z.object({ id: idSchema });

/** Stored print jobs: their state and the HTML preview of what they print. */
export const printJobsRoutes: FastifyPluginAsyncZod<{ printJobs: PrintJobsRepository }> = async (
  app,
  { printJobs },
) => {
  const tags = ['printing'];
  const preHandler = authorizeArea('tables');

  app.get(
    '/print-jobs/:id',
    { preHandler, schema: { tags, params: byId, response: { 200: printJobSummarySchema } } },
    async (request) => {
      const job = await printJobs.find(branchScope(requireAuth(request)), request.params.id);
      if (!job) throw notFound('Print job');
      const { id, kind, printerId, status, createdAt, items } = job;
      return { id, kind, printerId, status, createdAt, items };
    },
  );

  app.get(
    '/print-jobs/:id/preview',
    { preHandler, schema: { tags, params: byId, produces: ['text/html'] } },
    async (request, reply) => {
      const job = await printJobs.find(branchScope(requireAuth(request)), request.params.id);
      if (!job) throw notFound('Print job');
      return reply.type('text/html; charset=utf-8').send(receiptHtml(job.kind, job.document, job.currency));
    },
  );
};
