import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../test/harness.js';
import { jsonFlaw, MAX_JSON_DEPTH } from './json-body.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonFlaw', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonFlaw(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonFlaw(nested(MAX_JSON_DEPTH + 1))).toBe('too-deep');
    expect(jsonFlaw(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`)).toBeNull();
    expect(jsonFlaw(JSON.stringify({ name: '['.repeat(1000), quoted: '"[[[[\\' }))).toBeNull();
  });

  it('finds half a surrogate pair written as an escape, and nothing else', () => {
    expect(jsonFlaw('{"a":"\\ud800"}')).toBe('lone-surrogate');
    expect(jsonFlaw('{"a":"x\\uDC00y"}')).toBe('lone-surrogate');
    expect(jsonFlaw('{"a":"\\ud800\\u0041"}')).toBe('lone-surrogate');
    expect(jsonFlaw('{"a":"\\ud83d\\ude00 ok"}')).toBeNull();
    expect(jsonFlaw('{"a":"\\\\ud800"}')).toBeNull();
    expect(jsonFlaw(JSON.stringify({ a: '😀 ñ €' }))).toBeNull();
  });

  it('finds a NUL character, which no PostgreSQL text holds', () => {
    expect(jsonFlaw(JSON.stringify({ a: 'x\u0000y' }))).toBe('nul');
    expect(jsonFlaw('{"a":"\\\\u0000"}')).toBeNull();
    expect(jsonFlaw('{"a":"\\u0001"}')).toBeNull();
  });
});

describe(`JSON bodies on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;

  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('admin@demo.pos', 'admin1234')).jwt;
  });
  afterAll(() => app.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.server.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...bearer(jwt), 'content-type': 'application/json', ...headers },
    });

  it('answers a body nested deeper than the limit with 400 BODY_TOO_DEEP, with or without an Idempotency-Key', async () => {
    const deep = `{"name":${nested(10_000)}}`;
    for (const headers of [{ 'idempotency-key': 'deep-body-0001' }, {}] as Record<string, string>[]) {
      const response = await post('/api/rooms', deep, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BODY_TOO_DEEP');
    }
  });

  it('parses a body at the limit and lets validation answer it', async () => {
    const response = await post('/api/rooms', `{"name":${nested(MAX_JSON_DEPTH - 1)}}`, {
      'idempotency-key': 'deep-body-0002',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers a lone surrogate with 400 MALFORMED_TEXT and takes a paired one', async () => {
    const lone = await post('/api/rooms', '{"name":"Terraza \\ud800"}');
    expect(lone.statusCode).toBe(400);
    expect(lone.json().error.code).toBe('MALFORMED_TEXT');
    const paired = await post('/api/rooms', '{"name":"Terraza \\ud83c\\udf34"}');
    expect(paired.statusCode).toBe(201);
    expect(paired.json().name).toBe('Terraza 🌴');
  });

  it('answers a NUL character with 400 MALFORMED_TEXT on both dialects (PostgreSQL refused it with a 500)', async () => {
    for (const [url, body] of [
      ['/api/rooms', '{"name":"Sala\\u0000"}'],
      ['/api/users/page', '{"filter":{"name":"\\u0000"}}'],
    ]) {
      const response = await post(url!, body!);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('MALFORMED_TEXT');
    }
  });

  it('keeps the empty-body, malformed-JSON and prototype-poisoning answers', async () => {
    for (const body of ['', '{bad', '{"__proto__":{"admin":true},"name":"Sala"}', '{"constructor":{"prototype":{}}}']) {
      const response = await post('/api/rooms', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('MALFORMED_JSON');
    }
  });
});
