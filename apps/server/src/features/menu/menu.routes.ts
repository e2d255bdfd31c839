import {
  catalogAnswerSchema,
  catalogQuerySchema,
  categorySchema,
  extrasGroupSchema,
  idSchema,
  productCardSchema,
  productDetailSchema,
  productPageRequestSchema,
  productPageSchema,
  searchKey,
  stockFlagSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, authorizeArea, requireAuth } from '../../shared/auth.js';
import { branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { notFound } from '../../shared/errors.js';
import type { Unit } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import type { CatalogRepository } from './catalog.repository.js';
import { productChangesSince } from './catalog-changes.js';
import type { ProductsAdminRepository } from './products-admin.repository.js';

/** The menu the POS browses (spec 01 §2 menu home, category screen, product page, product filter). */
export const menuRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogRepository;
  writeProducts: Unit<Pick<ProductsAdminRepository, 'allowWithoutStock'>>;
  events: EventBus;
  clock: Clock;
}> = async (app, { catalog, writeProducts, events, clock }) => {
  const tags = ['menu'];
  const preHandler = authorizeArea('tables');

  app.get(
    '/menu/categories',
    { preHandler, schema: { tags, response: { 200: z.array(categorySchema) } } },
    async (request) => catalog.categories(branchScope(requireAuth(request))),
  );

  // The whole menu for a device to keep offline; `since` (the version it holds) spares a current copy,
  // and with `changes=products` a copy behind only in products gets those alone.
  app.get(
    '/menu/catalog',
    { preHandler, schema: { tags, querystring: catalogQuerySchema, response: { 200: catalogAnswerSchema } } },
    async (request) => {
      const scope = branchScope(requireAuth(request));
      const { since, changes } = request.query;
      const version = await catalog.catalogVersion(scope);
      if (since === version) return { changed: false as const, version };
      const changedSince = since && changes === 'products' ? productChangesSince(since, version) : undefined;
      const [categories, products, extrasGroups, written] = await Promise.all([
        catalog.categories(scope),
        catalog.catalogProducts(scope, changedSince),
        catalog.extrasGroups(scope),
        changedSince ? catalog.productIdsChangedSince(scope, changedSince) : [],
      ]);
      if (!changedSince) return { changed: true as const, version, categories, products, extrasGroups };
      const live = new Set(products.map((product) => product.id));
      const removedProductIds = written.filter((id) => !live.has(id));
      return { changed: 'products' as const, version, categories, products, extrasGroups, removedProductIds };
    },
  );

  app.get(
    '/menu/categories/:id/products',
    { preHandler, schema: { tags, params: z.object({ id: idSchema }), response: { 200: z.array(productCardSchema) } } },
    async (request) => catalog.productsOfCategory(branchScope(requireAuth(request)), request.params.id),
  );

  app.get(
    '/menu/extras-groups',
    { preHandler, schema: { tags, response: { 200: z.array(extrasGroupSchema) } } },
    async (request) => catalog.extrasGroups(branchScope(requireAuth(request))),
  );

  app.get(
    '/menu/products/:id',
    { preHandler, schema: { tags, params: z.object({ id: idSchema }), response: { 200: productDetailSchema } } },
    async (request) => {
      const product = await catalog.product(branchScope(requireAuth(request)), request.params.id);
      if (!product) throw notFound('Product');
      return product;
    },
  );

  app.post(
    '/menu/products/page',
    {
      preHandler,
      config: { idempotent: false },
      schema: { tags, body: productPageRequestSchema, response: { 200: productPageSchema } },
    },
    async (request) => {
      const { page, pageSize, filters } = request.body;
      const search = filters.name ? searchKey(filters.name) : undefined;
      const result = await catalog.page(branchScope(requireAuth(request)), {
        page,
        pageSize,
        search,
        categoryId: filters.categoryId,
      });
      return { ...result, page, pageSize };
    },
  );

  // Spec 02 §8: a product at zero stock offers 'Activate all' and 'Activate only this' to those who change products.
  app.put(
    '/menu/products/allow-without-stock',
    {
      preHandler: authorize('inventory', 'update'),
      schema: { tags, body: stockFlagSchema, response: { 200: z.object({ updated: z.number().int() }) } },
    },
    async (request) => {
      const ids = 'all' in request.body ? 'all' : request.body.productIds;
      const scope = branchScope(requireAuth(request));
      const answer = await writeProducts(async (products) => ({
        updated: await products.allowWithoutStock(scope, ids, clock.now().toISOString()),
      }));
      if (answer.updated > 0) events.publish(scope.branchId, { type: 'catalog.changed' });
      return answer;
    },
  );
};
