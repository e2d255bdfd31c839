import { preferencesSchema, updatePreferencesSchema } from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize, requireAuth } from '../../shared/auth.js';
import type { PreferencesService } from './preferences.service.js';

/** `/settings/preferences` (spec 01 §7): GET and POST /preferences. */
export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  const tags = ['preferences'];

  app.get(
    '/preferences',
    { preHandler: authorize('settings', 'read'), schema: { tags, response: { 200: preferencesSchema } } },
    async (request) => preferences.get(requireAuth(request)),
  );

  app.post(
    '/preferences',
    {
      preHandler: authorize('settings', 'update'),
      schema: { tags, body: updatePreferencesSchema, response: { 200: preferencesSchema } },
    },
    async (request) => preferences.update(requireAuth(request), request.body),
  );
};
