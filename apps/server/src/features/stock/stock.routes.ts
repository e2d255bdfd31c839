import {
  idSchema,
  ingredientEditSchema,
  ingredientFormSchema,
  ingredientLinesEditSchema,
  ingredientLinesSchema,
  ingredientPageRequestSchema,
  ingredientPageSchema,
  ingredientSchema,
  locationFormSchema,
  locationPageSchema,
  locationSchema,
  MOVEMENT_TYPES,
  pageRequest,
  preparedRecipeEditSchema,
  preparedRecipeSchema,
  productionRequestSchema,
  productionResultSchema,
  purchaseCreateSchema,
  purchasePageRequestSchema,
  purchasePageSchema,
  purchaseSchema,
  queryPageRequest,
  STOCK_PAGE_SIZE,
  stockCountCreateSchema,
  stockCountReportSchema,
  stockMovementCreateSchema,
  stockMovementPageRequestSchema,
  stockMovementPageSchema,
  stockMovementSchema,
  supplierFormSchema,
  supplierSchema,
  UNITS,
  wasteCreateSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import type { IngredientsService } from './ingredients.service.js';
import type { MovementsService } from './movements.service.js';
import type { ProductionService } from './production.service.js';
import type { RecipesService } from './recipes.service.js';

export interface StockRoutesOptions {
  ingredients: IngredientsService;
  movements: MovementsService;
  recipes: RecipesService;
  production: ProductionService;
}

const byId = z.object({ id: idSchema });
const supplierPageRequestSchema = z.object({
  ...pageRequest(STOCK_PAGE_SIZE),
  filters: z.object({ name: z.string().trim().max(100).optional() }).default({}),
});
const unitsSchema = z.array(
  z.object({ id: z.string(), name: z.string(), abbreviation: z.string(), base: z.string(), factor: z.number().int() }),
);

/**
 * Stock (spec 02 §2–§7, issue 17): ingredients, locations, units, vendors, recipes, the movement
 * ledger (created, never edited), purchases, waste and counts. Every route needs the inventory area.
 */
export const stockRoutes: FastifyPluginAsyncZod<StockRoutesOptions> = async (app, options) => {
  const { ingredients, movements, recipes, production } = options;
  const read = authorize('inventory', 'read');
  const create = authorize('inventory', 'create');
  const update = authorize('inventory', 'update');
  const remove = authorize('inventory', 'deleted');
  const tags = ['stock'];
  const listing = { idempotent: false };

  app.get('/units', { preHandler: read, schema: { tags, response: { 200: unitsSchema } } }, async () =>
    Object.entries(UNITS).map(([id, unit]) => ({ id, ...unit })),
  );
  app.get(
    '/type-movements',
    { preHandler: read, schema: { tags, response: { 200: z.array(z.string()) } } },
    async () => [...MOVEMENT_TYPES],
  );
  app.get(
    '/locations',
    { preHandler: read, schema: { tags, response: { 200: z.array(locationSchema) } } },
    async (request) => ingredients.locations(requireAuth(request)),
  );
  app.get(
    '/locations/page',
    {
      preHandler: read,
      schema: { tags, querystring: z.object(queryPageRequest(STOCK_PAGE_SIZE)), response: { 200: locationPageSchema } },
    },
    async (request) => ingredients.locationPage(requireAuth(request), request.query),
  );
  app.post(
    '/locations',
    { preHandler: create, schema: { tags, body: locationFormSchema, response: { 201: locationSchema } } },
    async (request, reply) =>
      reply.code(201).send(await ingredients.createLocation(requireAuth(request), request.body)),
  );

  app.post(
    '/ingredients-stock/page',
    {
      preHandler: read,
      config: listing,
      schema: { tags, body: ingredientPageRequestSchema, response: { 200: ingredientPageSchema } },
    },
    async (request) => ingredients.page(requireAuth(request), request.body),
  );
  app.get(
    '/ingredients-stock/:id',
    { preHandler: read, schema: { tags, params: byId, response: { 200: ingredientSchema } } },
    async (request) => ingredients.detail(requireAuth(request), request.params.id),
  );
  app.post(
    '/ingredients-stock',
    { preHandler: create, schema: { tags, body: ingredientFormSchema, response: { 201: ingredientSchema } } },
    async (request, reply) => reply.code(201).send(await ingredients.create(requireAuth(request), request.body)),
  );
  app.put(
    '/ingredients-stock/:id',
    {
      preHandler: update,
      schema: { tags, params: byId, body: ingredientEditSchema, response: { 200: ingredientSchema } },
    },
    async (request) => ingredients.edit(requireAuth(request), request.params.id, request.body),
  );
  app.delete(
    '/ingredients-stock/:id',
    { preHandler: remove, schema: { tags, params: byId } },
    async (request, reply) => {
      await ingredients.remove(requireAuth(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/ingredients-stock/:id/movements',
    {
      preHandler: read,
      config: listing,
      schema: { tags, params: byId, body: stockMovementPageRequestSchema, response: { 200: stockMovementPageSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      await ingredients.detail(auth, request.params.id);
      const body = request.body;
      return movements.page(auth, { ...body, filters: { ...body.filters, ingredientId: request.params.id } });
    },
  );

  // Sub-recipes: a prepared ingredient's batch, and producing it from its components.
  app.get(
    '/ingredients-stock/:id/recipe',
    { preHandler: read, schema: { tags, params: byId, response: { 200: preparedRecipeSchema } } },
    async (request) => production.recipe(requireAuth(request), request.params.id),
  );
  app.put(
    '/ingredients-stock/:id/recipe',
    {
      preHandler: update,
      schema: { tags, params: byId, body: preparedRecipeEditSchema, response: { 200: preparedRecipeSchema } },
    },
    async (request) => production.setRecipe(requireAuth(request), request.params.id, request.body),
  );
  app.post(
    '/ingredients-stock/:id/produce',
    {
      preHandler: create,
      schema: { tags, params: byId, body: productionRequestSchema, response: { 201: productionResultSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await production.produce(requireAuth(request), request.params.id, request.body)),
  );

  for (const [path, get, set] of [
    ['/menu-product-items/:id/ingredients', recipes.productLines, recipes.setProductLines],
    ['/extras-options/:id/ingredients', recipes.optionLines, recipes.setOptionLines],
  ] as const) {
    app.get(
      path,
      { preHandler: read, schema: { tags, params: byId, response: { 200: ingredientLinesSchema } } },
      async (request) => get.call(recipes, requireAuth(request), request.params.id),
    );
    app.put(
      path,
      {
        preHandler: update,
        schema: { tags, params: byId, body: ingredientLinesEditSchema, response: { 200: ingredientLinesSchema } },
      },
      async (request) => set.call(recipes, requireAuth(request), request.params.id, request.body),
    );
  }

  app.post(
    '/movements/page',
    {
      preHandler: read,
      config: listing,
      schema: { tags, body: stockMovementPageRequestSchema, response: { 200: stockMovementPageSchema } },
    },
    async (request) => movements.page(requireAuth(request), request.body),
  );
  app.get(
    '/movements/:id',
    { preHandler: read, schema: { tags, params: byId, response: { 200: stockMovementSchema } } },
    async (request) => movements.detail(requireAuth(request), request.params.id),
  );
  app.post(
    '/movements',
    {
      preHandler: create,
      schema: { tags, body: stockMovementCreateSchema, response: { 201: z.array(stockMovementSchema) } },
    },
    async (request, reply) => reply.code(201).send(await movements.create(requireAuth(request), request.body)),
  );

  app.post(
    '/purchases',
    { preHandler: create, schema: { tags, body: purchaseCreateSchema, response: { 201: purchaseSchema } } },
    async (request, reply) => reply.code(201).send(await movements.purchase(requireAuth(request), request.body)),
  );
  app.post(
    '/purchases/page',
    {
      preHandler: read,
      config: listing,
      schema: { tags, body: purchasePageRequestSchema, response: { 200: purchasePageSchema } },
    },
    async (request) => movements.purchases(requireAuth(request), request.body),
  );
  app.post(
    '/trashes',
    { preHandler: create, schema: { tags, body: wasteCreateSchema, response: { 201: z.array(stockMovementSchema) } } },
    async (request, reply) => reply.code(201).send(await movements.waste(requireAuth(request), request.body)),
  );
  app.post(
    '/stock-counts',
    { preHandler: create, schema: { tags, body: stockCountCreateSchema, response: { 201: stockCountReportSchema } } },
    async (request, reply) => reply.code(201).send(await movements.count(requireAuth(request), request.body)),
  );

  const settingsSchema = z.object({ refuseNegativeStock: z.boolean() });
  app.get(
    '/stock-settings',
    { preHandler: read, schema: { tags, response: { 200: settingsSchema } } },
    async (request) => movements.settings(requireAuth(request)),
  );
  app.put(
    '/stock-settings',
    { preHandler: update, schema: { tags, body: settingsSchema, response: { 200: settingsSchema } } },
    async (request) => movements.setSettings(requireAuth(request), request.body),
  );

  app.post(
    '/suppliers/page',
    {
      preHandler: read,
      config: listing,
      schema: {
        tags,
        body: supplierPageRequestSchema,
        response: {
          200: z.object({
            content: z.array(supplierSchema),
            totalElements: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
      },
    },
    async (request) => ingredients.suppliers.page(requireAuth(request), request.body),
  );
  app.get(
    '/suppliers/:id',
    { preHandler: read, schema: { tags, params: byId, response: { 200: supplierSchema } } },
    async (request) => ingredients.suppliers.detail(requireAuth(request), request.params.id),
  );
  app.post(
    '/suppliers',
    { preHandler: create, schema: { tags, body: supplierFormSchema, response: { 201: supplierSchema } } },
    async (request, reply) =>
      reply.code(201).send(await ingredients.suppliers.create(requireAuth(request), request.body)),
  );
  app.put(
    '/suppliers/:id',
    { preHandler: update, schema: { tags, params: byId, body: supplierFormSchema, response: { 200: supplierSchema } } },
    async (request) => ingredients.suppliers.edit(requireAuth(request), request.params.id, request.body),
  );
  app.delete('/suppliers/:id', { preHandler: remove, schema: { tags, params: byId } }, async (request, reply) => {
    await ingredients.suppliers.remove(requireAuth(request), request.params.id);
    return reply.code(204).send();
  });
};
