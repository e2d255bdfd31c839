import {
  bulkUpdateResultSchema,
  categoryAdminSchema,
  categoryEditSchema,
  createCategoriesSchema,
  createExtrasGroupsSchema,
  createProductsSchema,
  extrasAdminPageSchema,
  extrasBulkUpdateSchema,
  extrasGroupAdminSchema,
  extrasGroupEditSchema,
  extrasIdsRequestSchema,
  extrasPageRequestSchema,
  idSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  productAdminDetailSchema,
  productAdminPageRequestSchema,
  productAdminPageSchema,
  productBulkUpdateSchema,
  productEditSchema,
  productExtrasEditSchema,
  productImageAnswerSchema,
  productImageUploadSchema,
  searchKey,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import { notFound } from '../../shared/errors.js';
import type { CategoriesAdminService } from './categories-admin.service.js';
import type { ExtrasAdminService } from './extras-admin.service.js';
import type { ProductsAdminService } from './products-admin.service.js';

export interface MenuAdminRoutesOptions {
  products: ProductsAdminService;
  extras: ExtrasAdminService;
  categories: CategoriesAdminService;
}

const byId = z.object({ id: idSchema });

/**
 * Menu administration (spec 02 §2–§7, issue 16): the inventory screen's products, extras (sides)
 * and categories. Every route needs the inventory area; every write is versioned and announces
 * `catalog.changed` to the branch.
 */
export const menuAdminRoutes: FastifyPluginAsyncZod<MenuAdminRoutesOptions> = async (app, options) => {
  const { products, extras, categories } = options;
  const read = authorize('inventory', 'read');
  const create = authorize('inventory', 'create');
  const update = authorize('inventory', 'update');
  const tags = ['menu-admin'];

  app.post(
    '/menu-product-items/page',
    {
      preHandler: read,
      config: { idempotent: false },
      schema: { tags, body: productAdminPageRequestSchema, response: { 200: productAdminPageSchema } },
    },
    async (request) => {
      const { page, pageSize, filters } = request.body;
      const { name, ...rest } = filters;
      const result = await products.page(requireAuth(request), {
        page,
        pageSize,
        ...rest,
        search: name ? searchKey(name) : undefined,
      });
      return { ...result, page, pageSize };
    },
  );

  app.get(
    '/menu-product-items/:id',
    { preHandler: read, schema: { tags, params: byId, response: { 200: productAdminDetailSchema } } },
    async (request) => products.detail(requireAuth(request), request.params.id),
  );

  app.post(
    '/menu-product-items',
    {
      preHandler: create,
      schema: { tags, body: createProductsSchema, response: { 201: z.array(productAdminDetailSchema) } },
    },
    async (request, reply) => reply.code(201).send(await products.create(requireAuth(request), request.body)),
  );

  app.put(
    '/menu-product-items',
    {
      preHandler: update,
      schema: { tags, body: productBulkUpdateSchema, response: { 200: bulkUpdateResultSchema } },
    },
    async (request) => products.bulk(requireAuth(request), request.body),
  );

  app.put(
    '/menu-product-items/:id',
    {
      preHandler: update,
      schema: { tags, params: byId, body: productEditSchema, response: { 200: productAdminDetailSchema } },
    },
    async (request) => products.edit(requireAuth(request), request.params.id, request.body),
  );

  app.put(
    '/menu-product-items/:id/extras',
    {
      preHandler: update,
      schema: { tags, params: byId, body: productExtrasEditSchema, response: { 200: productAdminDetailSchema } },
    },
    async (request) => products.setExtras(requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/menu-product-items/:id/image',
    {
      preHandler: update,
      // base64 is 4/3 of the picture, plus the JSON around it.
      bodyLimit: Math.ceil((PRODUCT_IMAGE_MAX_BYTES * 4) / 3) + 4096,
      schema: { tags, params: byId, body: productImageUploadSchema, response: { 200: productImageAnswerSchema } },
    },
    async (request) => products.setImage(requireAuth(request), request.params.id, request.body),
  );

  // <img> sends no bearer token: the picture is public by its unguessable product id.
  app.get('/menu-images/:id', { config: { public: true }, schema: { tags, params: byId } }, async (request, reply) => {
    const image = await products.image(request.params.id);
    if (!image) throw notFound('Image');
    // The URL carries the product's version (imageUrlOf): a new picture comes at a new URL, so this one can be kept.
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    return reply.type(image.content_type).send(Buffer.from(image.data, 'base64'));
  });

  app.post(
    '/extras/fetch',
    {
      preHandler: read,
      config: { idempotent: false },
      schema: { tags, body: extrasPageRequestSchema, response: { 200: extrasAdminPageSchema } },
    },
    async (request) => {
      const { page, pageSize, filters } = request.body;
      return { ...(await extras.page(requireAuth(request), { page, pageSize, ...filters })), page, pageSize };
    },
  );

  app.post(
    '/extras/ids',
    {
      preHandler: read,
      config: { idempotent: false },
      schema: { tags, body: extrasIdsRequestSchema, response: { 200: z.array(extrasGroupAdminSchema) } },
    },
    async (request) => extras.byIds(requireAuth(request), request.body.ids),
  );

  app.post(
    '/extras',
    {
      preHandler: create,
      schema: { tags, body: createExtrasGroupsSchema, response: { 201: z.array(extrasGroupAdminSchema) } },
    },
    async (request, reply) => reply.code(201).send(await extras.create(requireAuth(request), request.body)),
  );

  app.put(
    '/extras',
    { preHandler: update, schema: { tags, body: extrasBulkUpdateSchema, response: { 200: bulkUpdateResultSchema } } },
    async (request) => extras.bulk(requireAuth(request), request.body),
  );

  app.put(
    '/extras/:id',
    {
      preHandler: update,
      schema: { tags, params: byId, body: extrasGroupEditSchema, response: { 200: extrasGroupAdminSchema } },
    },
    async (request) => extras.edit(requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/categories',
    { preHandler: read, schema: { tags, response: { 200: z.array(categoryAdminSchema) } } },
    async (request) => categories.list(requireAuth(request)),
  );

  app.post(
    '/categories',
    {
      preHandler: create,
      schema: { tags, body: createCategoriesSchema, response: { 201: z.array(categoryAdminSchema) } },
    },
    async (request, reply) => reply.code(201).send(await categories.create(requireAuth(request), request.body)),
  );

  app.put(
    '/categories/:id',
    {
      preHandler: update,
      schema: { tags, params: byId, body: categoryEditSchema, response: { 200: categoryAdminSchema.nullable() } },
    },
    async (request) => categories.edit(requireAuth(request), request.params.id, request.body),
  );
};
