import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './shared/errors.js';

/** Files that name the current build: a browser must ask for them again every time (no-cache). */
const ALWAYS_REVALIDATED = 'no-cache';
/** Hashed build output: a new build gives new names, so a copy is good forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app; unknown non-API paths get index.html so the client router decides.
 * index.html, sw.js and manifest.webmanifest are revalidated on every request, so a new build is
 * seen at once (the service worker then offers it, issue 13); assets/ is hashed and kept a year.
 * Text files go out as the build's brotli or gzip copy (apps/web/precompress.mjs) when the browser
 * accepts one, with `Vary: Accept-Encoding`; the API is not compressed (its event stream must flow).
 */
export async function registerWebApp(server: FastifyInstance, webDist: string | null): Promise<void> {
  if (webDist) {
    await server.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      // The .br and .gz copies are other encodings of a file, never addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : ALWAYS_REVALIDATED);
      },
    });
  }
  server.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (isPage && webDist) return reply.header('cache-control', ALWAYS_REVALIDATED).sendFile('index.html');
    throw new AppError(404, 'NOT_FOUND', 'No such API route');
  });
}
