import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

// Query parameters that carry a secret: the set-password link's one-time code (older links sent it
// in the query; the web now keeps it in the fragment, which never reaches the server).
const SECRET_QUERY_PARAMS = /([?&]code=)[^&#]*/gi;

/** The URL as the request log may keep it: secrets in its query string are blanked. */
export const logSafeUrl = (url: string): string => url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's logger options: what a request line shows, with passwords, PINs, tokens and codes kept out. */
export function requestLogOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.body.password', 'req.body.pin'],
    serializers: {
      // Fastify's own request serializer, but with the URL made safe.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: logSafeUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
