import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from './test/harness.js';

const INDEX_HTML = '<!doctype html><title>POS</title>';
const HASHED_JS = 'export const tables = [];\n'.repeat(100);

/** A file of the build with the brotli and gzip copies apps/web/precompress.mjs writes beside it. */
function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

describe(`the installable web app's files on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), 'pos-pwa-'));

  beforeAll(async () => {
    writeWithCopies(path.join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Comandero POS"}');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'pos-1a2b3c.js'), 'console.log(1)');
    writeWithCopies(path.join(webDist, 'assets', 'index-4d5e6f.js'), HASHED_JS);
    mkdirSync(path.join(webDist, 'icons'));
    writeFileSync(path.join(webDist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    app = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.server.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

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

  it("sends a hashed script as the build's brotli copy, else gzip, else as it is, kept a year", async () => {
    const brotli = await get('/assets/index-4d5e6f.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(HASHED_JS);

    const gzip = await get('/assets/index-4d5e6f.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(HASHED_JS);

    // The same address answers differently by Accept-Encoding, so a cache must know it even here.
    const identity = await get('/assets/index-4d5e6f.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(HASHED_JS);
  });

  it('sends index.html for a client route compressed too, revalidated every time', async () => {
    const page = await get('/pos', 'gzip, deflate, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
    expect((await get('/pos')).body).toBe(INDEX_HTML);
  });

  it('never compresses the API', async () => {
    const status = await get('/api/general/status', 'gzip, deflate, br');
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-encoding']).toBeUndefined();
  });

  it('lets the service worker be registered from its own origin (CSP)', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toMatch(/worker-src 'self'/);
    expect(policy).toMatch(/manifest-src 'self'|default-src 'self'/);
  });
});
