import { apiErrorSchema } from '@comandero/domain';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { badRequestsFor, operationsOf } from '../test/bad-requests.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../test/harness.js';

const RUNS_PER_OPERATION = 100;
const FUZZ_SEED = 20261124;
/** A bound for a hung operation on a busy machine, not a speed check (about a second each when idle). */
const FUZZ_TIMEOUT_MS = 60_000;

describe(`bad input on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;

  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('admin@demo.pos', 'admin1234')).jwt;
  });
  afterAll(() => app.close());

  const post = (url: string, payload: string, contentType = 'application/json') =>
    app.server.inject({ method: 'POST', url, payload, headers: { ...bearer(jwt), 'content-type': contentType } });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    for (const body of ['{bad', '{"identifier": "a",}', '[1, 2']) {
      const response = await post('/api/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('MALFORMED_JSON');
    }
  });

  it('answers wrong types with 400 VALIDATION_ERROR naming each bad field', async () => {
    const response = await post('/api/auth/login', JSON.stringify({ identifier: 42, password: ['x'] }));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body.identifier',
      'body.password',
    ]);
  });

  it('answers huge values and an oversize body with 4xx, not 500', async () => {
    const longName = await post('/api/rooms', JSON.stringify({ name: 'x'.repeat(10_000) }));
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.code).toBe('VALIDATION_ERROR');
    const oversize = await post('/api/rooms', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers counters past a 32-bit column with 400 on both dialects (PostgreSQL refused them with a 500)', async () => {
    const byNumber = await app.server.inject({
      method: 'GET',
      url: '/api/tables/number/3000000000',
      headers: bearer(jwt),
    });
    expect(byNumber.statusCode).toBe(400);
    const room = (await post('/api/rooms', JSON.stringify({ name: 'Patio' }))).json<{ id: string }>();
    const renamed = await app.server.inject({
      method: 'PUT',
      url: `/api/rooms/${room.id}`,
      headers: bearer(jwt),
      payload: { name: 'Patio alto', version: 3_000_000_000 },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.details).toEqual([expect.objectContaining({ path: 'body.version' })]);
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await post('/api/rooms', 'name=Terraza', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/nothing-here', headers: bearer(jwt) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a bad id in the path with 400', async () => {
    const response = await app.server.inject({
      method: 'PUT',
      url: '/api/rooms/not-a-uuid',
      headers: bearer(jwt),
      payload: { name: 'Terraza' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

// The app is built while the file is collected: its OpenAPI document names the tests.
const fuzzed = await createTestApp();
const operations = operationsOf(fuzzed.server.swagger());

/** Ids of the demo restaurant's records, so fuzzed requests get past "not found". */
async function seededIds(): Promise<string[]> {
  const db = fuzzed.database.db;
  const tables = ['dining_tables', 'rooms', 'products', 'categories', 'cashiers', 'users', 'extras_options'] as const;
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).select('id').execute()));
  return rows.flat().map((row) => row.id);
}

describe(`every API operation under ${RUNS_PER_OPERATION} bad requests on ${TEST_DIALECT}`, () => {
  let jwt = '';
  let knownIds: string[] = [];

  beforeAll(async () => {
    jwt = (await fuzzed.login('admin@demo.pos', 'admin1234')).jwt;
    knownIds = await seededIds();
  });
  afterAll(() => fuzzed.close());

  /** A fuzzed logout or change of user ends the session: sign in again before the next operation. */
  afterEach(async () => {
    const me = await fuzzed.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(jwt) });
    if (me.statusCode !== 200) jwt = (await fuzzed.login('admin@demo.pos', 'admin1234')).jwt;
  });

  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it.each(operations.map((operation, index) => [`${operation.method} ${operation.path}`, operation, index] as const))(
    '%s answers below 500, every error in the error shape',
    async (_name, operation, index) => {
      await fc.assert(
        fc.asyncProperty(badRequestsFor(operation, knownIds), async (request) => {
          const response = await fuzzed.server.inject({ ...request, headers: { ...bearer(jwt), ...request.headers } });
          const context = `${request.method} ${request.url.slice(0, 300)} ${request.payload?.slice(0, 300) ?? ''} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(apiErrorSchema.safeParse(response.json()).success, context).toBe(true);
          }
        }),
        // Seeded, so a failure repeats; no shrinking, so a failure stays within the timeout.
        { seed: FUZZ_SEED + index, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
