import {
  CASHIER_PICKER_RESULTS,
  can,
  cashierOptionSchema,
  cashierSelectRequestSchema,
  createdUserSchema,
  createUsersSchema,
  idSchema,
  passwordCodeSchema,
  roleSchema,
  setPasswordSchema,
  type UserCard,
  type UserRow,
  usersPageAnswerSchema,
  usersPageRequestSchema,
  userUpdateSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, authorizeArea, authorizeBy, requireAuth } from '../../shared/auth.js';
import { branchScope } from '../../shared/auth-context.js';
import { forbidden } from '../../shared/errors.js';
import type { SetPasswordService } from './set-password.service.js';
import type { UsersAdminService } from './users-admin.service.js';
import type { UsersPageRepository } from './users-page.repository.js';

export interface UsersRoutesOptions {
  usersPage: UsersPageRepository;
  admin: UsersAdminService;
  setPassword: SetPasswordService;
  rateLimitPerMinute: number;
}

const tags = ['users'];
const asCard = ({ id, name, email, role, phone, branch, business, createdAt }: UserRow): UserCard => ({
  id,
  name,
  email,
  role,
  phone,
  branch,
  business,
  createdAt,
});
const editsUsers = authorizeBy((politics) => can(politics, 'users', 'create') || can(politics, 'users', 'update'));

/** `/api/users` (spec 01 §7, 02 §7): change user's cards, the users screen, set-password codes. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const { usersPage, admin, setPassword } = options;
  const throttled = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } };

  // Change user's cards and the users screen's rows: the branch's users, 20 per page.
  app.post(
    '/users/page',
    {
      preHandler: authorize('users', 'read'),
      config: { idempotent: false },
      schema: { tags, body: usersPageRequestSchema, response: { 200: usersPageAnswerSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { page, pageSize, filter } = request.body;
      // Deactivated users are for whoever manages users.
      const manages = can(auth.politics, 'users', 'update');
      if (filter.includeDeleted && !manages) throw forbidden();
      const result = await usersPage.page(branchScope(auth), { page, pageSize, ...filter });
      // Others (change user) get the cards only: no PIN, password or cashier details.
      const content = manages ? result.content : result.content.map(asCard);
      return { content, totalElements: result.totalElements, page, pageSize };
    },
  );

  app.post(
    '/users',
    {
      preHandler: authorize('users', 'create'),
      schema: { tags, body: createUsersSchema, response: { 201: z.array(createdUserSchema) } },
    },
    async (request, reply) => reply.code(201).send(await admin.create(requireAuth(request), request.body)),
  );

  app.put(
    '/users',
    {
      preHandler: authorize('users', 'update'),
      schema: { tags, body: userUpdateSchema, response: { 200: z.object({ updated: z.number().int() }) } },
    },
    async (request) => admin.update(requireAuth(request), request.body),
  );

  app.post(
    '/users/:id/password-code',
    {
      preHandler: authorize('users', 'update'),
      schema: { tags, params: z.object({ id: idSchema }), response: { 201: passwordCodeSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.newPasswordCode(requireAuth(request), request.params.id)),
  );

  app.post(
    '/users/cashier/select',
    {
      preHandler: editsUsers,
      config: { idempotent: false },
      schema: { tags, body: cashierSelectRequestSchema, response: { 200: z.array(cashierOptionSchema) } },
    },
    async (request) => admin.cashierOptions(requireAuth(request), request.body.name, CASHIER_PICKER_RESULTS),
  );

  app.get(
    '/roles',
    { preHandler: authorizeArea('users'), schema: { tags, response: { 200: z.array(roleSchema) } } },
    async () => admin.roles(),
  );

  // The set-password screen is used signed out, with the code the administrator handed over.
  app.post(
    '/users/set-password/check',
    {
      config: { public: true, idempotent: false, ...throttled },
      schema: {
        tags,
        body: setPasswordSchema.pick({ code: true }),
        response: { 200: z.object({ name: z.string(), email: z.string() }) },
      },
    },
    async (request) => setPassword.check(request.body.code),
  );

  app.post(
    '/users/set-password',
    {
      config: { public: true, idempotent: false, ...throttled },
      schema: { tags, body: setPasswordSchema, response: { 200: z.object({ email: z.string() }) } },
    },
    async (request) => setPassword.use(request.body),
  );
};
