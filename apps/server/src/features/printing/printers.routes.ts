import {
  assignPrinterResultSchema,
  assignPrinterSchema,
  billingConfigSchema,
  bulkPrinterUpdateSchema,
  canSeePrinters,
  createPrinterSchema,
  idSchema,
  printerRefSchema,
  printerSchema,
  qrCodeRequestSchema,
  testPrintResultSchema,
  updateBillingConfigSchema,
  updatePrinterSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, authorizeArea, authorizeBy, requireAuth } from '../../shared/auth.js';
import type { BillingService } from './billing.service.js';
import type { PrintersService } from './printers.service.js';

const byId = z.object({ id: idSchema });

/** Printers and billing settings (spec 02 §7 Printing calls; spec 01 §3 Printer, Billing config). */
export const printersRoutes: FastifyPluginAsyncZod<{ printers: PrintersService; billing: BillingService }> = async (
  app,
  { printers, billing },
) => {
  const tags = ['printing'];
  // Administrators hold printers 'update' (spec 01 §6); adding and removing printers is updating them.
  const manage = authorize('printers', 'update');
  const canSee = authorizeBy(canSeePrinters);

  app.get(
    '/printers',
    { preHandler: canSee, schema: { tags, response: { 200: z.array(printerSchema) } } },
    async (request) => printers.list(requireAuth(request)),
  );

  app.get(
    '/printers/default',
    { preHandler: canSee, schema: { tags, response: { 200: printerSchema, 204: z.null() } } },
    async (request, reply) => {
      const printer = await printers.defaultOf(requireAuth(request));
      return printer ?? reply.code(204).send(null);
    },
  );

  app.post(
    '/printers',
    { preHandler: manage, schema: { tags, body: createPrinterSchema, response: { 201: printerSchema } } },
    async (request, reply) => reply.code(201).send(await printers.create(requireAuth(request), request.body)),
  );

  app.put(
    '/printers',
    {
      preHandler: manage,
      schema: { tags, body: bulkPrinterUpdateSchema, response: { 200: z.object({ deleted: z.number().int() }) } },
    },
    async (request) => printers.remove(requireAuth(request), request.body.ids),
  );

  app.put(
    '/printers/:id',
    { preHandler: manage, schema: { tags, params: byId, body: updatePrinterSchema, response: { 200: printerSchema } } },
    async (request) => printers.update(requireAuth(request), request.params.id, request.body),
  );

  app.delete('/printers/:id', { preHandler: manage, schema: { tags, params: byId } }, async (request, reply) => {
    await printers.removeOne(requireAuth(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/printers/:id/test',
    { preHandler: manage, schema: { tags, params: byId, response: { 200: testPrintResultSchema } } },
    async (request) => printers.testPrint(requireAuth(request), request.params.id),
  );

  app.put(
    '/printers/:id/products',
    {
      preHandler: manage,
      schema: {
        tags,
        params: z.object({ id: printerRefSchema }),
        body: assignPrinterSchema,
        response: { 200: assignPrinterResultSchema },
      },
    },
    async (request) => printers.assignProducts(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/printers/qrcode',
    {
      preHandler: authorizeArea('billing'),
      // A pure function of the message, answered as an image: nothing to replay.
      config: { idempotent: false },
      schema: { tags, body: qrCodeRequestSchema, produces: ['image/png'] },
    },
    async (request, reply) => reply.type('image/png').send(await billing.qrPng(request.body.message)),
  );

  app.get(
    '/billing-config',
    { preHandler: authorize('billing', 'read'), schema: { tags, response: { 200: billingConfigSchema } } },
    async (request) => billing.get(requireAuth(request)),
  );

  app.put(
    '/billing-config',
    {
      preHandler: authorize('billing', 'update'),
      schema: { tags, body: updateBillingConfigSchema, response: { 200: billingConfigSchema } },
    },
    async (request) => billing.save(requireAuth(request), request.body),
  );
};
