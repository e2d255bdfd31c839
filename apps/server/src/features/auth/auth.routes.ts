import {
  captchaConfigSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  pinAuthorizeResponseSchema,
  pinRequestSchema,
} from '@comandero/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../shared/auth.js';
import type { AuthService } from './auth.service.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimitPerMinute: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, rateLimitPerMinute }) => {
  const throttled = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });

  app.get(
    '/auth/captcha',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: captchaConfigSchema } } },
    async () => ({ enabled: auth.captchaEnabled }),
  );

  // The ALTCHA widget fetches its challenge from this URL, raw, and again when one expires.
  app.get(
    '/auth/captcha/challenge',
    { config: { public: true }, schema: { tags: ['auth'] } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.captchaChallenge();
    },
  );

  app.post(
    '/auth/login',
    {
      config: { public: true, idempotent: false, ...throttled },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => auth.login(request.body, client(request)),
  );

  // Not keyed: ending a session twice is ending it once, and its replay would come after the token died.
  const logout = { config: { idempotent: false }, schema: { tags: ['auth'], response: { 204: z.null() } } };
  app.post('/auth/logout', logout, async (request, reply) => {
    await auth.logout(requireAuth(request));
    return reply.code(204).send(null);
  });

  app.get('/auth/me', { schema: { tags: ['auth'], response: { 200: meResponseSchema } } }, async (request) => ({
    user: await auth.currentUser(requireAuth(request)),
  }));

  app.post(
    '/auth/pin',
    {
      config: { idempotent: false, ...throttled },
      schema: {
        tags: ['auth'],
        body: pinRequestSchema,
        response: { 200: z.union([loginResponseSchema, pinAuthorizeResponseSchema]) },
      },
    },
    async (request) => auth.pin(requireAuth(request), request.body, client(request)),
  );
};
