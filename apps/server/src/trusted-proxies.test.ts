import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { createTestApp, TEST_DIALECT, type TestApp } from './test/harness.js';

const LIMIT = 3;
const wrongLogin = { identifier: 'nobody@demo.pos', password: 'wrong-password' };

describe(`the login limit per IP behind proxies on ${TEST_DIALECT}`, () => {
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    direct = await createTestApp({ mode: 'cloud', authRateLimitPerMinute: LIMIT });
    proxied = await createTestApp({ mode: 'cloud', authRateLimitPerMinute: LIMIT, trustedProxies: ['10.0.0.0/8'] });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  /** Attempts from one peer, each claiming another client in X-Forwarded-For. */
  async function attempts(app: TestApp, peer: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let index = 0; index < count; index++) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: peer,
        headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
        payload: wrongLogin,
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('counts a rotated X-Forwarded-For as its peer when POS_TRUST_PROXY is unset', async () => {
    const statuses = await attempts(direct, '203.0.113.7', LIMIT + 2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('believes X-Forwarded-For from a named proxy, and only from it', async () => {
    const viaProxy = await attempts(proxied, '10.1.2.3', LIMIT + 2);
    expect(viaProxy).not.toContain(429);
    const stranger = await attempts(proxied, '203.0.113.8', LIMIT + 2);
    expect(stranger.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe('POS_TRUST_PROXY', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-proxy-'));
  const load = (value?: string) => loadConfig({ POS_DATA_DIR: dataDir, POS_TRUST_PROXY: value });

  it('names addresses and CIDRs; unset trusts none', () => {
    expect(load().trustedProxies).toEqual([]);
    expect(load(' 10.0.0.1, 10.1.0.0/16 ,::1, fd00::/8').trustedProxies).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else', () => {
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.local', '10.0.0.1/abc']) {
      expect(() => load(bad)).toThrow(ConfigError);
    }
  });
});
