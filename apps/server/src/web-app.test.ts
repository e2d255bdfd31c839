import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from './test/harness.js';

describe(`the installable web app's files on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), 'pos-pwa-'));

  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>POS</title>');
    writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Comandero POS"}');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'pos-1a2b3c.js'), 'console.log(1)');
    mkdirSync(path.join(webDist, 'icons'));
    writeFileSync(path.join(webDist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    app = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => app.server.inject({ method: 'GET', url });

  it('serves the service worker as JavaScript, revalidated every time so a new build is found', async () => {
    const answer = await get('/sw.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest with its own type', async () => {
    const answer = await get('/manifest.webmanifest');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates index.html and client routes, and keeps hashed assets a year', async () => {
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get('/pos')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/pos-1a2b3c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('lets the service worker be registered from its own origin (CSP)', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toMatch(/worker-src 'self'/);
    expect(policy).toMatch(/manifest-src 'self'|default-src 'self'/);
  });
});
