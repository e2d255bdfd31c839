import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@comandero/domain';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** Longer URLs are answered 414; Node's own 16 KiB header limit (which counts the URL) stays above it. */
export const MAX_URL_LENGTH = 8 * 1024;

type Answer = [status: number, code: ErrorCode, message: string];

const BAD_REQUEST: Answer = [400, 'MALFORMED_REQUEST', 'The request is not valid HTTP'];
const URI_TOO_LONG: Answer = [414, 'URI_TOO_LONG', 'The request URL is too long'];
const HEADERS_TOO_LARGE: Answer = [431, 'HEADERS_TOO_LARGE', 'The request headers are too large'];
const REQUEST_TIMEOUT: Answer = [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'];

/** Node counts the request line in its header limit: a first line longer than our URL limit means the URL overflowed it. */
function urlOverflowed(raw: unknown): boolean {
  if (!Buffer.isBuffer(raw) || !/^[A-Z]+ /.test(raw.subarray(0, 16).toString('latin1'))) return false;
  const lineEnd = raw.indexOf('\r\n');
  return (lineEnd === -1 ? raw.length : lineEnd) > MAX_URL_LENGTH;
}

function clientErrorAnswer(error: ConnectionError): Answer {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return REQUEST_TIMEOUT;
  if (error.code === 'HPE_HEADER_OVERFLOW') return urlOverflowed(error.rawPacket) ? URI_TOO_LONG : HEADERS_TOO_LARGE;
  return BAD_REQUEST;
}

const errorBody = (code: ErrorCode, message: string) => JSON.stringify({ error: { code, message } });

/**
 * Requests Node's HTTP parser refuses never reach Fastify: answer them on the socket in the API's
 * error shape (Fastify's default body has another shape).
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = clientErrorAnswer(error);
  const body = errorBody(code, message);
  // A socket already answering a request cannot take another status line.
  if (socket.writable && !(socket as Socket & { _httpMessage?: unknown })._httpMessage) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Errors Fastify's router raises before any route runs (bad URL encoding, an overlong path parameter). */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, code, message]: Answer =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'MALFORMED_URL', 'The request URL is not valid percent-encoded UTF-8']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? URI_TOO_LONG
        : [500, 'INTERNAL_ERROR', 'Internal error'];
  reply.code(status).header('cache-control', 'no-store').send({ error: { code, message } });
}

/** URLs over the limit are refused before any other work. */
export function registerUrlLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new AppError(...URI_TOO_LONG);
  });
}
