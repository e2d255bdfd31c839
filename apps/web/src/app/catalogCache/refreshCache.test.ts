import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogOf } from '../../test/catalogFixtures';
import { SETTINGS } from '../../test/checkoutFixtures';
import { fakeApi } from '../../test/fakeApi';
import { MAIN_ROOM, makeTable, makeUser } from '../../test/fixtures';
import { BURGER, CAKE, PIZZA } from '../../test/orderFixtures';
import { clearCatalogCache, readCollection, readProductDetail, searchCatalog } from './catalogStore';
import { refreshDeviceCache } from './refreshCache';

const SCOPE = 'business/branch';
const clock = (iso: string) => () => new Date(iso);
const user = makeUser('mesero');
const card = {
  id: '0194c2a0-0000-7000-8000-000000000012',
  name: 'Mario Mesero',
  email: 'mesero@demo.pos',
  role: 'mesero',
  phone: null,
  branch: 'Principal',
  business: 'Demo Restaurante',
  createdAt: '2026-01-15T12:00:00.000Z',
};

function server(catalog: ReturnType<typeof catalogOf> | 'unchanged') {
  return fakeApi({
    'GET /menu/catalog': () =>
      catalog === 'unchanged'
        ? { status: 200, body: { changed: false, version: 'v1' } }
        : { status: 200, body: { changed: true, ...catalog } },
    'GET /tables': { status: 200, body: [makeTable(1)] },
    'GET /rooms': { status: 200, body: [MAIN_ROOM] },
    'GET /checkout/settings': { status: 200, body: SETTINGS },
    'POST /users/page': { status: 200, body: { content: [card], totalElements: 1, page: 0, pageSize: 100 } },
    'GET /printers': { status: 200, body: [] },
  });
}

afterEach(clearCatalogCache);

describe('refreshing the device copy', () => {
  it('stores the catalog and every collection the user may read, each with when it was fetched', async () => {
    const api = server(catalogOf());
    expect(await refreshDeviceCache(SCOPE, user, clock('2026-11-23T12:00:00.000Z'))).toEqual({ catalogChanged: true });
    expect(api.callsTo('GET', '/menu/catalog')).toHaveLength(1);
    expect(await readProductDetail(SCOPE, PIZZA.id)).toEqual(PIZZA);
    for (const [name, value] of [
      ['tables', [makeTable(1)]],
      ['rooms', [MAIN_ROOM]],
      ['checkoutSettings', SETTINGS],
      ['users', [card]],
      ['printers', []],
    ] as const) {
      expect(await readCollection(SCOPE, name)).toEqual({
        scope: SCOPE,
        name,
        value,
        lastUpdate: '2026-11-23T12:00:00.000Z',
      });
    }
  });

  it('keeps its copy when the server says the version it holds is current', async () => {
    server(catalogOf());
    await refreshDeviceCache(SCOPE, user, clock('2026-11-23T12:00:00.000Z'));
    server('unchanged');
    expect(await refreshDeviceCache(SCOPE, user, clock('2026-11-24T12:00:00.000Z'))).toEqual({ catalogChanged: false });
    expect((await searchCatalog(SCOPE, '', 0, 10))?.totalElements).toBe(3);
    expect((await readCollection(SCOPE, 'products'))?.lastUpdate).toBe('2026-11-24T12:00:00.000Z');
  });

  it('sends the version it holds, and a new catalog replaces the old one', async () => {
    server(catalogOf());
    await refreshDeviceCache(SCOPE, user);
    fakeApi({ 'GET /menu/catalog': { status: 200, body: { changed: true, ...catalogOf([BURGER], 'v2') } } });
    await refreshDeviceCache(SCOPE, user);
    const urls = vi.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.includes('/menu/catalog'))).toEqual([
      '/api/menu/catalog?since=v1&changes=products',
    ]);
    expect(await readProductDetail(SCOPE, CAKE.id)).toBeUndefined();
    expect((await searchCatalog(SCOPE, '', 0, 10))?.content.map((product) => product.id)).toEqual([BURGER.id]);
  });

  it('applies the products changed since its copy: changed ones stored, removed ones dropped, the rest kept', async () => {
    server(catalogOf());
    await refreshDeviceCache(SCOPE, user);
    const pizza = { ...catalogOf().products.find((product) => product.id === PIZZA.id)!, name: 'Pizza Especial' };
    const { categories, extrasGroups } = catalogOf();
    fakeApi({
      'GET /menu/catalog': {
        status: 200,
        body: {
          changed: 'products',
          version: 'v2',
          categories,
          extrasGroups,
          products: [pizza],
          removedProductIds: [CAKE.id],
        },
      },
    });
    expect(await refreshDeviceCache(SCOPE, user)).toEqual({ catalogChanged: true });
    expect(await readProductDetail(SCOPE, CAKE.id)).toBeUndefined();
    expect((await readProductDetail(SCOPE, PIZZA.id))?.name).toBe('Pizza Especial');
    const found = await searchCatalog(SCOPE, 'especial', 0, 10);
    expect(found?.content.map((product) => product.id)).toEqual([PIZZA.id]);
    expect((await searchCatalog(SCOPE, '', 0, 10))?.totalElements).toBe(2);
    expect((await readCollection<{ version: string }>(SCOPE, 'products'))?.value.version).toBe('v2');
  });

  it('never asks for what the user may not read (a refusal would end the session)', async () => {
    const api = server(catalogOf());
    await refreshDeviceCache(SCOPE, { ...user, securityPolitics: { tables: ['read'] } });
    expect(api.callsTo('POST', '/users/page')).toHaveLength(0);
    expect(api.callsTo('GET', '/printers')).toHaveLength(1);
    const kitchen = server(catalogOf());
    await refreshDeviceCache(SCOPE, { ...user, securityPolitics: {} });
    expect(kitchen.calls).toEqual([]);
  });

  it('stores the other collections even when the catalog cannot be read, and says so', async () => {
    fakeApi({ 'GET /menu/catalog': 'network-error', 'GET /tables': { status: 200, body: [makeTable(2)] } });
    await expect(refreshDeviceCache(SCOPE, user)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect((await readCollection(SCOPE, 'tables'))?.value).toEqual([makeTable(2)]);
  });
});
