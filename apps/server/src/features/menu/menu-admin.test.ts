import type {
  BulkUpdateResult,
  CatalogAnswer,
  CategoryAdmin,
  ExtrasAdminPage,
  ExtrasGroupAdmin,
  ProductAdminDetail,
  ProductAdminPage,
  ProductDetail,
  Table,
  TableOrder,
} from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';
import type { BranchEvent } from '../events/event-bus.js';

type Method = 'GET' | 'POST' | 'PUT';

describe(`menu administration on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let admin: string;
  let waiter: string;
  let categories: CategoryAdmin[];
  beforeAll(async () => {
    app = await createTestApp();
    admin = (await app.login('admin@demo.pos', 'admin1234')).jwt;
    waiter = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
    categories = (await call('GET', '/api/categories')).json<CategoryAdmin[]>();
  });
  afterAll(() => app.close());

  const call = (method: Method, url: string, payload?: unknown, token = () => admin) =>
    app.server.inject({
      method,
      url,
      headers: bearer(token()),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const categoryId = (name: string) => categories.find((category) => category.name === name)!.id;
  const listPage = async (body: object) =>
    (await call('POST', '/api/menu-product-items/page', body)).json<ProductAdminPage>();
  const productNamed = async (name: string) => (await listPage({ filters: { name } })).content[0]!;
  const detail = async (id: string) => (await call('GET', `/api/menu-product-items/${id}`)).json<ProductAdminDetail>();
  const heard = async (work: () => Promise<unknown>) => {
    const events: BranchEvent[] = [];
    const stop = app.events.subscribe(app.seed.branchId, (event) => events.push(event as BranchEvent));
    await work();
    stop();
    return events.filter((event) => event.type === 'catalog.changed').length;
  };
  const newPizza = (overrides: object = {}) => ({
    idCloud: newId(),
    name: 'Pizza especial',
    price: 30000,
    categoryId: categoryId('Pizzas'),
    sizes: [
      { name: 'Mediana', price: 30000 },
      { name: 'Familiar', price: 45000 },
    ],
    ...overrides,
  });

  it('lists the products 20 a page with category, stock and flags, searching accents and case away', async () => {
    const page = await listPage({});
    expect(page).toMatchObject({ totalElements: 35, page: 0, pageSize: 20 });
    expect(page.content).toHaveLength(20);
    const water = await productNamed('AGUA');
    expect(water).toMatchObject({
      name: 'Agua',
      category: { name: 'Bebidas' },
      stock: 36,
      active: true,
      menuOnline: true,
      deleted: false,
      version: 1,
    });
    expect((await listPage({ filters: { name: 'cafe' } })).content.map((row) => row.name)).toEqual(['Café tinto']);
    expect((await listPage({ filters: { categoryId: categoryId('Pizzas') } })).totalElements).toBe(5);
  });

  it('creates a product with sizes entered absolute and stored as differences, once per idCloud', async () => {
    const body = newPizza();
    let first: ProductAdminDetail[] = [];
    const changes = await heard(async () => {
      const response = await call('POST', '/api/menu-product-items', [body]);
      expect(response.statusCode).toBe(201);
      first = response.json<ProductAdminDetail[]>();
    });
    expect(changes).toBe(1);
    const [made] = first;
    expect(made).toMatchObject({
      name: 'Pizza especial',
      idCloud: body.idCloud,
      isPrepared: true,
      isCalculatedCost: true,
      active: true,
      menuOnline: true,
      allowWithoutStock: false,
      stock: null,
      version: 1,
    });
    expect(made!.sizes.map((size) => [size.name, size.price, size.priceDelta])).toEqual([
      ['Mediana', 30000, 0],
      ['Familiar', 45000, 15000],
    ]);
    const again = await call('POST', '/api/menu-product-items', [body]);
    expect(again.statusCode).toBe(201);
    expect(again.json<ProductAdminDetail[]>()[0]!.id).toBe(made!.id);
    expect((await listPage({ filters: { name: 'pizza especial' } })).totalElements).toBe(1);
    // The POS menu shows it with its sizes.
    const pos = (await call('GET', `/api/menu/products/${made!.id}`, undefined, () => waiter)).json<ProductDetail>();
    expect(pos.sizes.map((size) => size.price)).toEqual([30000, 45000]);
  });

  it("answers each bad field with the spec's message", async () => {
    const response = await call('POST', '/api/menu-product-items', [
      newPizza({ name: 'Pz', price: -1, sizes: [{ name: 'Grande', price: 'x' }] }),
    ]);
    expect(response.statusCode).toBe(400);
    const messages = response.json().error.details.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['ERROR ALPHANUMERIC', 'REQUIRED. ERROR NUMBER', 'PRICE INVALID']));
    const noCategory = await call('POST', '/api/menu-product-items', [newPizza({ categoryId: newId() })]);
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().error.details).toEqual([{ path: 'body.0.categoryId', message: 'REQUIRED' }]);
  });

  it('edits with the version it read: a stale one is 409 and changes nothing; locked fields keep theirs', async () => {
    const water = await detail((await productNamed('agua')).id);
    const form = {
      name: water.name,
      price: 4500,
      categoryId: water.category.id,
      isPrepared: false,
      isCalculatedCost: false,
      quantity: 40,
      productCost: 1200,
      stockMinimum: 5,
      version: water.version,
    };
    const changes = await heard(async () => {
      const edited = await call('PUT', `/api/menu-product-items/${water.id}`, form);
      expect(edited.statusCode).toBe(200);
      expect(edited.json<ProductAdminDetail>()).toMatchObject({
        price: 4500,
        stock: 40,
        productCost: 1200,
        version: 2,
      });
    });
    expect(changes).toBe(1);
    const stale = await call('PUT', `/api/menu-product-items/${water.id}`, { ...form, price: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect((await detail(water.id)).price).toBe(4500);
    // Prepared locks the quantity, calculated cost the product cost: the stored ones stay.
    const locked = await call('PUT', `/api/menu-product-items/${water.id}`, {
      ...form,
      isPrepared: true,
      isCalculatedCost: true,
      quantity: 999,
      productCost: 999,
      version: 2,
    });
    expect(locked.json<ProductAdminDetail>()).toMatchObject({ stock: 40, productCost: 1200, version: 3 });
  });

  it('keeps the price an order line was taken at when the product price changes', async () => {
    const tables = (await call('GET', '/api/tables/number/3', undefined, () => waiter)).json<Table>();
    const juice = await detail((await productNamed('cafe tinto')).id);
    const line = { id: newId(), productId: juice.id, sizeId: null, quantity: 1, note: '' };
    const added = await call('POST', `/api/tables/${tables.id}/lines`, { lines: [line], people: 1 }, () => waiter);
    expect(added.statusCode, added.body).toBe(200);
    const before = added.json<TableOrder>().lines[0]!.unitPrice;
    const edited = await call('PUT', `/api/menu-product-items/${juice.id}`, {
      name: juice.name,
      price: before + 5000,
      categoryId: juice.category.id,
      version: juice.version,
    });
    expect(edited.statusCode).toBe(200);
    const order = (await call('GET', `/api/tables/${tables.id}/order`, undefined, () => waiter)).json<TableOrder>();
    expect(order.lines[0]!.unitPrice).toBe(before);
    expect(order.subtotal).toBe(before);
  });

  it('applies the bulk actions in one request, bumping versions; unavailable products leave the POS menu', async () => {
    const drinks = (await listPage({ filters: { categoryId: categoryId('Bebidas') } })).content.slice(0, 3);
    const ids = drinks.map((row) => row.id);
    const versions = drinks.map((row) => row.version);
    const stale = await call('PUT', '/api/menu-product-items', {
      ids,
      versions: versions.map((version) => version + 7),
      payload: { menuOnline: false },
    });
    expect(stale.statusCode).toBe(409);
    const changes = await heard(async () => {
      const done = await call('PUT', '/api/menu-product-items', { ids, versions, payload: { active: false } });
      expect(done.json<BulkUpdateResult>()).toEqual({ updated: 3 });
    });
    expect(changes).toBe(1);
    const after = await listPage({ filters: { categoryId: categoryId('Bebidas'), active: false } });
    expect(after.content.map((row) => [row.id, row.version])).toEqual(
      drinks.map((row) => [row.id, row.version + 1]).sort(() => 0),
    );
    const catalog = (await call('GET', '/api/menu/catalog', undefined, () => waiter)).json<
      Extract<CatalogAnswer, { changed: true }>
    >();
    expect(catalog.products.map((product) => product.id)).not.toContain(ids[0]);
    for (const payload of [{ menuOnline: false }, { printerId: null }, { allowWithoutStock: true }]) {
      expect((await call('PUT', '/api/menu-product-items', { ids, payload })).json()).toEqual({ updated: 3 });
    }
    const deleted = await call('PUT', '/api/menu-product-items', { ids: [ids[0]], payload: { deleted: true } });
    expect(deleted.json()).toEqual({ updated: 1 });
    expect((await listPage({ filters: { name: drinks[0]!.name } })).totalElements).toBe(0);
    const shown = await listPage({ filters: { name: drinks[0]!.name, includeDeleted: true } });
    expect(shown.content[0]).toMatchObject({ deleted: true });
    expect((await call('PUT', '/api/menu-product-items', { ids, payload: { active: true } })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/menu-product-items', { ids: Array(501).fill(ids[1]), payload: { active: false } }))
        .statusCode,
    ).toBe(400);
  });

  it('creates extras groups of product options, attaches them in order, and refuses to delete one in use', async () => {
    const lemonade = await detail((await productNamed('limonada natural')).id);
    const group = {
      idCloud: newId(),
      name: 'Bebida del combo',
      options: [{ productId: lemonade.id, quantity: 1, sizes: [{ name: 'Vaso', quantity: 1 }] }],
    };
    const missing = await call('POST', '/api/extras', [group]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details).toEqual([{ path: 'body.0.options.0.sizes', message: 'SIZES REQUIRED' }]);
    group.options[0]!.sizes.push({ name: 'Jarra', quantity: 2 });
    const made = await call('POST', '/api/extras', [group]);
    expect(made.statusCode).toBe(201);
    const [combo] = made.json<ExtrasGroupAdmin[]>();
    expect(combo).toMatchObject({ price: 0, min: 1, max: 0, isRequired: true, allowMultiple: false, productCount: 0 });
    expect(combo!.options[0]).toMatchObject({
      productId: lemonade.id,
      name: 'Limonada natural',
      price: lemonade.price,
    });
    expect((await call('POST', '/api/extras', [group])).json<ExtrasGroupAdmin[]>()[0]!.id).toBe(combo!.id);

    const burger = await detail((await productNamed('hamburguesa clasica')).id);
    const order = [combo!.id, ...burger.extrasGroups.map((g) => g.id)];
    const attached = await call('PUT', `/api/menu-product-items/${burger.id}/extras`, {
      extrasGroupIds: order,
      version: burger.version,
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json<ProductAdminDetail>().extrasGroups.map((g) => g.id)).toEqual(order);
    const pos = (await call('GET', `/api/menu/products/${burger.id}`, undefined, () => waiter)).json<ProductDetail>();
    expect(pos.extrasGroups[0]).toMatchObject({ name: 'Bebida del combo', isRequired: true });
    expect(pos.extrasGroups[0]!.options).toEqual([
      expect.objectContaining({ name: 'Limonada natural', price: lemonade.price }),
    ]);

    const refused = await call('PUT', '/api/extras', { ids: [combo!.id], payload: { deleted: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ERROR_REMOVE_RELATION',
      message: 'The record cannot be deleted, it is associated with products',
    });
    const page = (await call('POST', '/api/extras/fetch', { filters: { name: 'combo' } })).json<ExtrasAdminPage>();
    expect(page).toMatchObject({ totalElements: 1, pageSize: 10 });
    expect(page.content[0]).toMatchObject({ productCount: 1, deleted: false });
    const required = (
      await call('POST', '/api/extras/fetch', { filters: { isRequired: true } })
    ).json<ExtrasAdminPage>();
    expect(required.content.every((row) => row.isRequired)).toBe(true);

    const edited = await call('PUT', `/api/extras/${combo!.id}`, {
      ...group,
      name: 'Bebida incluida',
      max: 1,
      version: combo!.version,
    });
    expect(edited.json<ExtrasGroupAdmin>()).toMatchObject({ name: 'Bebida incluida', max: 1, version: 2 });
    expect((await call('PUT', `/api/extras/${combo!.id}`, { ...group, version: 1 })).statusCode).toBe(409);

    await call('PUT', `/api/menu-product-items/${burger.id}/extras`, { extrasGroupIds: order.slice(1), version: 2 });
    const removed = await call('PUT', '/api/extras', { ids: [combo!.id], payload: { deleted: true } });
    expect(removed.json()).toEqual({ updated: 1 });
    const [byId] = (await call('POST', '/api/extras/ids', { ids: [combo!.id] })).json<ExtrasGroupAdmin[]>();
    expect(byId).toMatchObject({ deleted: true });
  });

  it('manages categories: create with a colour, rename, order, deactivate, delete only when unused', async () => {
    const made = await call('POST', '/api/categories', [{ name: 'Especiales' }, { name: 'Vinos', color: '#aa0000' }]);
    expect(made.statusCode).toBe(201);
    const [specials, wines] = made.json<CategoryAdmin[]>();
    expect(specials).toMatchObject({
      name: 'Especiales',
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      active: true,
    });
    expect(wines!.sort).toBeGreaterThan(specials!.sort);
    const renamed = await call('PUT', `/api/categories/${wines!.id}`, {
      name: 'Vinos y licores',
      sort: 0,
      active: false,
      version: 1,
    });
    expect(renamed.json<CategoryAdmin>()).toMatchObject({
      name: 'Vinos y licores',
      sort: 0,
      active: false,
      version: 2,
    });
    expect((await call('PUT', `/api/categories/${wines!.id}`, { name: 'X y', version: 1 })).statusCode).toBe(409);
    const all = (await call('GET', '/api/categories')).json<CategoryAdmin[]>();
    expect(all.find((category) => category.id === wines!.id)).toMatchObject({ active: false });
    const pos = (await call('GET', '/api/menu/categories', undefined, () => waiter)).json<{ id: string }[]>();
    expect(pos.map((category) => category.id)).not.toContain(wines!.id);

    const inUse = await call('PUT', `/api/categories/${categoryId('Postres')}`, { deleted: true, version: 1 });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('ERROR_REMOVE_RELATION');
    const gone = await call('PUT', `/api/categories/${specials!.id}`, { deleted: true, version: 1 });
    expect(gone.statusCode).toBe(200);
    expect((await call('GET', '/api/categories')).json<CategoryAdmin[]>().map((c) => c.id)).not.toContain(specials!.id);
  });

  it('stores a product picture, serves it at the URL the product carries, and refuses bad ones', async () => {
    const flan = await detail((await productNamed('flan')).id);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const upload = (data: string, version = flan.version, contentType = 'image/png') =>
      call('POST', `/api/menu-product-items/${flan.id}/image`, { contentType, data, version });
    const stored = await upload(png.toString('base64'));
    expect(stored.statusCode).toBe(200);
    const { image } = stored.json<{ image: string }>();
    expect((await detail(flan.id)).image).toBe(image);
    const served = await app.server.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Its URL changes with the product's version, so a device keeps it (the POS's cards do not download it again).
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await upload(Buffer.from('not a picture').toString('base64'), flan.version + 1)).json().error.code).toBe(
      'IMAGE_INVALID',
    );
    const tooLarge = Buffer.concat([png, Buffer.alloc(1024 * 1024 - png.length + 1)]).toString('base64');
    const refused = await upload(tooLarge, flan.version + 1);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const huge = Buffer.alloc(3 * 1024 * 1024).toString('base64');
    expect((await upload(huge, flan.version + 1)).statusCode).toBe(413);
    expect((await upload(png.toString('base64'), flan.version)).statusCode).toBe(409);
  });

  it('answers a waiter 403 on every admin call', async () => {
    const asWaiter = () => waiter;
    const id = (await productNamed('margarita')).id;
    for (const [method, url, body] of [
      ['POST', '/api/menu-product-items/page', {}],
      ['GET', `/api/menu-product-items/${id}`, undefined],
      ['POST', '/api/menu-product-items', [newPizza()]],
      ['PUT', '/api/menu-product-items', { ids: [id], payload: { active: false } }],
      ['PUT', `/api/menu-product-items/${id}`, { ...newPizza(), version: 1 }],
      ['POST', '/api/extras/fetch', {}],
      ['POST', '/api/extras', [{ idCloud: newId(), name: 'Salsas' }]],
      ['PUT', '/api/extras', { ids: [id], payload: { deleted: true } }],
      ['GET', '/api/categories', undefined],
      ['POST', '/api/categories', [{ name: 'Nueva' }]],
      ['PUT', `/api/categories/${categoryId('Pizzas')}`, { active: false, version: 1 }],
    ] as const) {
      expect((await call(method, url, body, asWaiter)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("never shows or changes another business's records", async () => {
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    const asOther = () => theirs;
    const water = await detail((await productNamed('margarita')).id);
    expect((await call('POST', '/api/menu-product-items/page', {}, asOther)).json()).toMatchObject({
      totalElements: 0,
    });
    expect((await call('GET', `/api/menu-product-items/${water.id}`, undefined, asOther)).statusCode).toBe(404);
    const edit = { name: 'Robada', price: 1, categoryId: water.category.id, version: water.version };
    expect((await call('PUT', `/api/menu-product-items/${water.id}`, edit, asOther)).statusCode).toBe(404);
    const bulk = await call('PUT', '/api/menu-product-items', { ids: [water.id], payload: { deleted: true } }, asOther);
    expect(bulk.statusCode).toBe(404);
    const groups = (await call('POST', '/api/extras/fetch', {})).json<ExtrasAdminPage>().content;
    expect((await call('POST', '/api/extras/ids', { ids: [groups[0]!.id] }, asOther)).json()).toEqual([]);
    expect(
      (await call('PUT', '/api/extras', { ids: [groups[0]!.id], payload: { deleted: true } }, asOther)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/categories', undefined, asOther)).json()).toEqual([]);
    const category = { active: false, version: 1 };
    expect((await call('PUT', `/api/categories/${categoryId('Pizzas')}`, category, asOther)).statusCode).toBe(404);
    // Their own product cannot use our category.
    const foreign = await call('POST', '/api/menu-product-items', [newPizza()], asOther);
    expect(foreign.statusCode).toBe(422);
    expect(await detail(water.id)).toEqual(water);
  });

  it('answers malformed or huge input with 4xx, never 500', async () => {
    const raw = await app.server.inject({
      method: 'POST',
      url: '/api/menu-product-items',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '[{"name": ',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().error.code).toBe('MALFORMED_JSON');
    for (const body of [
      [newPizza({ price: 1e15 })],
      [newPizza({ name: 'x'.repeat(5000) })],
      [newPizza({ stockMinimum: 3_000_000_000 })],
      [newPizza({ sizes: Array(50).fill({ name: 'Grande', price: 1 }) })],
      Array(51).fill(newPizza()),
      [],
    ]) {
      const response = await call('POST', '/api/menu-product-items', body);
      expect(response.statusCode).toBe(400);
    }
    const version = await call('PUT', `/api/menu-product-items/${newId()}`, { ...newPizza(), version: 3_000_000_000 });
    expect(version.statusCode).toBe(400);
  });
});
