import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

async function solvedPayload(app: TestApp): Promise<string> {
  const challenge = (await app.server.inject({ method: 'GET', url: '/api/auth/captcha/challenge' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe(`human check and throttling on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  const login = (body: object, ip = '127.0.0.1') =>
    app.server.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });

  beforeAll(async () => {
    app = await createTestApp({ captchaEnabled: true, authRateLimitPerMinute: 8 });
  });
  afterAll(() => app.close());

  it('tells the web the challenge is on', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/auth/captcha' })).json()).toEqual({ enabled: true });
  });

  it('requires a solved challenge, accepts it once', async () => {
    const credentials = { identifier: 'admin@demo.pos', password: 'admin1234' };
    const missing = await login(credentials);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('CAPTCHA_REQUIRED');

    const captcha = await solvedPayload(app);
    expect((await login({ ...credentials, captcha })).statusCode).toBe(200);
    const replayed = await login({ ...credentials, captcha });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.code).toBe('CAPTCHA_INVALID');

    const forged = Buffer.from(JSON.stringify({ challenge: {}, solution: { counter: 1, derivedKey: 'ab' } })).toString(
      'base64',
    );
    expect((await login({ ...credentials, captcha: forged })).json().error.code).toBe('CAPTCHA_INVALID');
  });

  it('throttles login attempts per IP', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await login({ identifier: 'x@demo.pos', password: 'x' }, '10.0.0.7')).statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status !== 429)).toBe(true);
    const throttled = await login({ identifier: 'x@demo.pos', password: 'x' }, '10.0.0.7');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.code).toBe('TOO_MANY_REQUESTS');
    // Another address is not held back by the first one's attempts.
    expect((await login({ identifier: 'x@demo.pos', password: 'x' }, '10.0.0.8')).statusCode).toBe(400);
  });
});
