import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`general, docs and the web app on ${TEST_DIALECT}`, () => {
  let app: TestApp;

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Comandero</title>');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    app = await createTestApp({ webDist });
  });
  afterAll(() => app.close());

  const get = (url: string) => app.server.inject({ method: 'GET', url });

  it('reports core and database available without a token', async () => {
    const response = await get('/api/general/status');
    expect(response.statusCode).toBe(200);
    // The tests run with NODE_ENV=test, where the settings panel may reset a terminal.
    expect(response.json()).toEqual({ core: { available: true }, db: { available: true }, offersPosReset: true });
  });

  it('tells the server time', async () => {
    expect((await get('/api/general/now')).json()).toEqual({
      now: app.clock.now().toISOString(),
      timeZone: 'America/Bogota',
    });
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/pin', '/api/general/status', '/api/rooms']),
    );
    expect(document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'identifier',
      'password',
    ]);
  });

  it('serves the web app, and index.html for client routes', async () => {
    for (const url of ['/', '/pos', '/settings/users?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers API paths with JSON, never the web page', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('sends security headers', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
