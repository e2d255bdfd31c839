import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../test/harness.js';
import { MAX_URL_LENGTH } from './http-errors.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (no client would send these) and reads the whole answer. */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe(`framework and HTTP errors on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  const get = (target: string, extraHeaders = '') =>
    sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: pos\r\nAuthorization: Bearer ${jwt}\r\n${extraHeaders}\r\n`);

  /** The API's error shape, no store, and nothing of the URL echoed back. */
  function expectError(answer: RawAnswer, status: number, code: string, urlPart: string) {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(answer.body);
    expect(body).toEqual({ error: { code, message: expect.any(String) } });
    expect(answer.body).not.toContain(urlPart);
  }

  it('answers bad percent-encoding in the path with 400 MALFORMED_URL', async () => {
    expectError(await get('/api/rooms/%E0%A4%A-secret'), 400, 'MALFORMED_URL', 'secret');
    expectError(await get('/api/x%ED%A0%80-secret'), 400, 'MALFORMED_URL', 'secret');
  });

  it('answers an unknown API route with 404 NOT_FOUND without the URL', async () => {
    expectError(await get('/api/nothing-secret-here?token=abc'), 404, 'NOT_FOUND', 'secret');
  });

  it('answers a URL over the limit with 414, whether Fastify or Node refuses it', async () => {
    expectError(await get(`/api/rooms?q=${'s'.repeat(MAX_URL_LENGTH)}`), 414, 'URI_TOO_LONG', 'sss');
    expectError(await get(`/api/rooms?q=${'s'.repeat(20_000)}`), 414, 'URI_TOO_LONG', 'sss');
  });

  it('answers headers over Node’s limit with 431 HEADERS_TOO_LARGE', async () => {
    expectError(await get('/api/rooms', `X-Big: ${'s'.repeat(20_000)}\r\n`), 431, 'HEADERS_TOO_LARGE', 'sss');
  });

  it('answers what is not HTTP with 400 MALFORMED_REQUEST', async () => {
    expectError(await sendRaw(port, 'HELLO secret\r\n\r\n'), 400, 'MALFORMED_REQUEST', 'secret');
    const badLength = 'POST /api/rooms HTTP/1.1\r\nHost: pos\r\nContent-Length: ten\r\n\r\n{}';
    expectError(await sendRaw(port, badLength), 400, 'MALFORMED_REQUEST', 'ten');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const body = JSON.stringify({ name: 's'.repeat(2 * 1024 * 1024) });
    const answer = await sendRaw(
      port,
      `POST /api/rooms HTTP/1.1\r\nHost: pos\r\nAuthorization: Bearer ${jwt}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expectError(answer, 413, 'PAYLOAD_TOO_LARGE', 'sss');
  });

  it('answers the same through inject (no socket): bad URL and unknown route', async () => {
    const badUrl = await app.server.inject({ method: 'GET', url: '/api/rooms/%E0%A4%A', headers: bearer(jwt) });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: { code: 'MALFORMED_URL', message: expect.any(String) } });
    const unknown = await app.server.inject({ method: 'DELETE', url: '/api/rooms', headers: bearer(jwt) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).not.toContain('/api/rooms');
  });
});
