import { nowResponseSchema, statusResponseSchema } from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../shared/clock.js';
import type { StatusRepository } from './status.repository.js';

export const generalRoutes: FastifyPluginAsyncZod<{
  status: StatusRepository;
  clock: Clock;
  offersPosReset: boolean;
  timeZone: string;
}> = async (app, { status, clock, offersPosReset, timeZone }) => {
  app.get(
    '/general/status',
    { config: { public: true }, schema: { tags: ['general'], response: { 200: statusResponseSchema } } },
    async () => ({
      core: { available: true },
      db: { available: await status.databaseAvailable() },
      offersPosReset,
    }),
  );

  app.get(
    '/general/now',
    { config: { public: true }, schema: { tags: ['general'], response: { 200: nowResponseSchema } } },
    async () => ({ now: clock.now().toISOString(), timeZone }),
  );
};
