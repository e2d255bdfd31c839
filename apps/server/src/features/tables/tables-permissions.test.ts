import { type ActionOf, can, hasArea, type SecurityPolitics } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

type Requirement = { action: ActionOf<'tables'> } | { anyTablePermission: true };

const allows = (politics: SecurityPolitics, requirement: Requirement) =>
  'action' in requirement ? can(politics, 'tables', requirement.action) : hasArea(politics, 'tables');

/** Every table endpoint and the permission it needs (spec 01 §6). */
const ENDPOINTS: { name: string; requirement: Requirement; request: (ids: string[]) => [string, string, object?] }[] = [
  { name: 'list', requirement: { anyTablePermission: true }, request: () => ['GET', '/api/tables'] },
  { name: 'get', requirement: { anyTablePermission: true }, request: ([id]) => ['GET', `/api/tables/${id}`] },
  { name: 'by number', requirement: { anyTablePermission: true }, request: () => ['GET', '/api/tables/number/1'] },
  {
    name: 'create',
    requirement: { action: 'create' },
    request: () => ['POST', '/api/tables', { name: 'Mesa 90', numberTable: 90, position: 48 }],
  },
  {
    name: 'edit',
    requirement: { action: 'create' },
    request: ([id]) => ['PUT', `/api/tables/${id}`, { shape: 'SQUARE' }],
  },
  {
    name: 'occupy',
    requirement: { anyTablePermission: true },
    request: ([, id]) => ['POST', `/api/tables/${id}/occupy`, { people: 2 }],
  },
  {
    name: 'release',
    requirement: { anyTablePermission: true },
    request: ([, id]) => ['POST', `/api/tables/${id}/release`],
  },
  {
    name: 'transfer',
    requirement: { action: 'transfer' },
    request: ([, source, destination]) => [
      'POST',
      '/api/tables/transfer',
      { sourceId: source, destinationId: destination },
    ],
  },
];

const DEMO = [
  ['admin@demo.pos', 'admin1234'],
  ['caja@demo.pos', 'caja1234'],
  ['mesero@demo.pos', 'mesero1234'],
  ['pos@demo.pos', 'pos1234'],
] as const;

describe(`table endpoints × demo roles on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let admin: string;
  let ids: string[];
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    const tables = (await app.server.inject({ method: 'GET', url: '/api/tables', headers: bearer(admin) })).json();
    ids = [tables[0].id, tables[1].id, tables[2].id];
  });
  const post = (jwt: string, url: string, payload?: object) =>
    app.server.inject({ method: 'POST', url, headers: bearer(jwt), ...(payload ? { payload } : {}) });
  afterAll(() => app.close());

  it.each(DEMO)('answers %s exactly as the permission table says', async (email, password) => {
    const { jwt, user } = await app.login(email, password);
    for (const endpoint of ENDPOINTS) {
      const [method, url, payload] = endpoint.request(ids);
      // The transfer source must hold guests, so the answer depends only on the permission.
      if (endpoint.name === 'transfer') await post(jwt, `/api/tables/${ids[1]}/occupy`, { people: 1 });
      const response = await app.server.inject({
        method: method as 'GET',
        url,
        headers: bearer(jwt),
        ...(payload ? { payload } : {}),
      });
      const expected = allows(user.securityPolitics as SecurityPolitics, endpoint.requirement);
      expect({ endpoint: endpoint.name, forbidden: response.statusCode === 403 }).toEqual({
        endpoint: endpoint.name,
        forbidden: !expected,
      });
      expect(response.statusCode, `${email} ${endpoint.name}: ${response.body}`).toBeLessThan(500);
      // Leave the floor free for the next endpoint and role.
      await post(admin, `/api/tables/${ids[1]}/release`);
      await post(admin, `/api/tables/${ids[2]}/release`);
    }
  });
});
