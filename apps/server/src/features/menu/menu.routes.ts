import { categorySchema } from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeArea, requireAuth, requireBranch } from '../../shared/auth.js';
import type { MenuRepository } from './menu.repository.js';

export const menuRoutes: FastifyPluginAsyncZod<{ menu: MenuRepository }> = async (app, { menu }) => {
  app.get(
    '/menu/categories',
    { preHandler: authorizeArea('tables'), schema: { tags: ['menu'], response: { 200: z.array(categorySchema) } } },
    async (request) => {
      const auth = requireAuth(request);
      return menu.categories({ businessId: auth.businessId, branchId: requireBranch(auth) });
    },
  );
};
