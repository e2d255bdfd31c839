import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../test/harness.js';

describe(`Cache-Control on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;
  const webDist = mkdtempSync(path.join(tmpdir(), 'pos-web-'));

  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>POS</title>');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    app = await createTestApp({ webDist });
    jwt = (await app.login('admin@demo.pos', 'admin1234')).jwt;
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const cacheControl = async (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    (await app.server.inject({ method, url, headers: { ...bearer(jwt), ...headers }, ...(payload ? { payload } : {}) }))
      .headers['cache-control'];

  it('is no-store on every API answer: success, refusal, error, unknown route and replay', async () => {
    expect(await cacheControl('GET', '/api/rooms')).toBe('no-store');
    expect(await cacheControl('GET', '/api/general/status')).toBe('no-store');
    expect(await cacheControl('POST', '/api/rooms', { name: 1 })).toBe('no-store');
    expect(await cacheControl('GET', '/api/rooms', undefined, { authorization: 'Bearer nope' })).toBe('no-store');
    expect(await cacheControl('GET', '/api/nothing')).toBe('no-store');
    expect(await cacheControl('GET', '/api')).toBe('no-store');
    const key = { 'idempotency-key': 'no-store-room-1' };
    expect(await cacheControl('POST', '/api/rooms', { name: 'Terraza' }, key)).toBe('no-store');
    const replay = await app.server.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { ...bearer(jwt), ...key },
      payload: { name: 'Terraza' },
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app’s own cache headers alone', async () => {
    expect(await cacheControl('GET', '/assets/app-1234.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('GET', '/')).toBe('no-cache');
    expect(await cacheControl('GET', '/pos/tables')).toBe('no-cache');
  });
});
