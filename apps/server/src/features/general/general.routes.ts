import { nowResponseSchema, statusResponseSchema } from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';

export const generalRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/general/status',
    { config: { public: true }, schema: { tags: ['general'], response: { 200: statusResponseSchema } } },
    async () => {
      const dbAvailable = await sql`select 1`
        .execute(db)
        .then(() => true)
        .catch(() => false);
      return { core: { available: true }, db: { available: dbAvailable } };
    },
  );

  app.get(
    '/general/now',
    { config: { public: true }, schema: { tags: ['general'], response: { 200: nowResponseSchema } } },
    async () => ({ now: clock.now().toISOString() }),
  );
};
