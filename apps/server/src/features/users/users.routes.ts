import { usersPageRequestSchema, usersPageSchema } from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import { branchScope } from '../../shared/auth-context.js';
import type { UsersPageRepository } from './users-page.repository.js';

export const usersRoutes: FastifyPluginAsyncZod<{ usersPage: UsersPageRepository }> = async (app, { usersPage }) => {
  // The change-user screen: the branch's users, 20 per page (spec 01 §2, §7 users/page).
  app.post(
    '/users/page',
    {
      preHandler: authorize('users', 'read'),
      config: { idempotent: false },
      schema: { tags: ['users'], body: usersPageRequestSchema, response: { 200: usersPageSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { page, pageSize, filter } = request.body;
      const result = await usersPage.page(branchScope(auth), { page, pageSize, name: filter.name });
      return { ...result, page, pageSize };
    },
  );
};
