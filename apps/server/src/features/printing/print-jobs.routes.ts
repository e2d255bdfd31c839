import {
  canSeePrinters,
  idSchema,
  printJobPageRequestSchema,
  printJobPageSchema,
  printJobSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeArea, authorizeBy, requireAuth } from '../../shared/auth.js';
import { branchScope } from '../../shared/auth-context.js';
import { notFound } from '../../shared/errors.js';
import { billQrSvg } from './html/qr-svg.js';
import { receiptHtml } from './html/receipt-html.js';
import type { PrintJobsRepository } from './print-jobs.repository.js';
import type { PrintJobsService } from './print-jobs.service.js';

const byId = z.object({ id: idSchema });

/** Stored print jobs: the list, their state, the HTML preview of what they print, and reprint. */
export const printJobsRoutes: FastifyPluginAsyncZod<{
  printJobs: PrintJobsRepository;
  jobs: PrintJobsService;
}> = async (app, { printJobs, jobs }) => {
  const tags = ['printing'];
  const preHandler = authorizeArea('tables');
  const canSee = authorizeBy(canSeePrinters);

  app.get(
    '/print-jobs',
    {
      preHandler: canSee,
      schema: { tags, querystring: printJobPageRequestSchema, response: { 200: printJobPageSchema } },
    },
    async (request) => jobs.page(requireAuth(request), request.query),
  );

  app.get(
    '/print-jobs/:id',
    { preHandler, schema: { tags, params: byId, response: { 200: printJobSchema } } },
    async (request) => jobs.one(requireAuth(request), request.params.id),
  );

  app.get(
    '/print-jobs/:id/preview',
    { preHandler, schema: { tags, params: byId, produces: ['text/html'] } },
    async (request, reply) => {
      const job = await printJobs.find(branchScope(requireAuth(request)), request.params.id);
      if (!job) throw notFound('Print job');
      const html = receiptHtml(job.kind, job.document, job.currency, await billQrSvg(job.document));
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    '/print-jobs/:id/reprint',
    { preHandler: canSee, schema: { tags, params: byId, response: { 201: printJobSchema } } },
    async (request, reply) => reply.code(201).send(await jobs.reprint(requireAuth(request), request.params.id)),
  );
};
