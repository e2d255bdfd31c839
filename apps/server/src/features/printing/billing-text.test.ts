import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`billing texts with half a surrogate pair on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;

  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('admin@demo.pos', 'admin1234')).jwt;
  });
  afterAll(() => app.close());

  // JSON can carry "\ud800" although it is no Unicode text; the QR encoder threw on it (500).
  const send = (method: 'POST' | 'PUT', url: string, body: string) =>
    app.server.inject({ method, url, payload: body, headers: { ...bearer(jwt), 'content-type': 'application/json' } });

  it('answers 400 MALFORMED_TEXT for the QR image and the billing settings', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/printers/qrcode', '{"message":"https://x.example/\\ud800"}'],
      ['POST', '/api/printers/qrcode', '{"message":"\\udfff"}'],
      ['PUT', '/api/billing-config', '{"qr":"\\ud800","header":"NIT 900"}'],
      ['PUT', '/api/billing-config', '{"footer":"Gracias \\udc00"}'],
    ] as const) {
      const response = await send(method, url, body);
      expect(response.statusCode, `${url} ${body}`).toBe(400);
      expect(response.json().error.code).toBe('MALFORMED_TEXT');
    }
    expect(
      (await app.server.inject({ method: 'GET', url: '/api/billing-config', headers: bearer(jwt) })).json(),
    ).toMatchObject({ qr: '', header: '', footer: '' });
  });

  it('draws a QR for text outside the basic plane', async () => {
    const response = await send('POST', '/api/printers/qrcode', '{"message":"https://x.example/\\ud83d\\ude00"}');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });
});
