import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { usersRoutes } from './users.routes.js';
import { createUsersPageRepository } from './users-page.repository.js';

/** `/api/users`: the users page of change user. */
export async function registerUsers(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  await app.register(usersRoutes, { usersPage: createUsersPageRepository(deps.db) });
}
