import { type ActionOf, type Area, can, hasArea, type SecurityPolitics } from '@comandero/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.js';
import { AppError, forbidden } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. Every other /api route needs one. */
    public?: boolean;
  }
}

/** Secure by default: every /api route resolves the bearer token unless it is marked public. */
export function registerTokenCheck(app: FastifyInstance, authenticate: (token: string) => Promise<AuthContext>): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
    request.auth = await authenticate(token);
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue');
  return request.auth;
}

/** A route's permission, checked against the caller's security politics (the server is the authority). */
export const authorize =
  <A extends Area>(area: A, action: ActionOf<A>) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!can(requireAuth(request).politics, area, action)) throw forbidden();
  };

/** Any grant in the area ("needs the tables permission", spec 01 §2). */
export const authorizeArea =
  (area: Area) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!hasArea(requireAuth(request).politics, area)) throw forbidden();
  };

/** A rule of the domain's permission table that is not one area's action (e.g. canSeePrinters). */
export const authorizeBy =
  (rule: (politics: SecurityPolitics) => boolean) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!rule(requireAuth(request).politics)) throw forbidden();
  };
