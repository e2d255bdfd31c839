import type { Category, ProductCard, ProductDetail, ProductPage } from '@comandero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenant } from '../../test/fixtures.js';
import { bearer, createTestApp, TEST_DIALECT, type TestApp } from '../../test/harness.js';

describe(`menu categories on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists the branch categories in menu order with their product counts', async () => {
    const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
    const response = await app.server.inject({ method: 'GET', url: '/api/menu/categories', headers: bearer(jwt) });
    expect(response.statusCode).toBe(200);
    const categories = response.json<Category[]>();
    expect(categories.map((category) => [category.name, category.productCount])).toEqual([
      ['Entradas', 6],
      ['Platos fuertes', 6],
      ['Hamburguesas', 5],
      ['Pizzas', 5],
      ['Bebidas', 8],
      ['Postres', 5],
    ]);
  });

  it('lists the extras groups with their options for the Sides panel', async () => {
    const { jwt } = await app.login('mesero@demo.pos', 'mesero1234');
    const response = await app.server.inject({ method: 'GET', url: '/api/menu/extras-groups', headers: bearer(jwt) });
    const groups = response.json<{ name: string; isRequired: boolean; options: { name: string }[] }[]>();
    expect(groups).toHaveLength(6);
    const term = groups.find((group) => group.name === 'Término de la carne');
    expect(term).toMatchObject({ isRequired: true });
    expect(term?.options.map((option) => option.name)).toEqual(['Azul', 'Bien asado', 'Medio', 'Tres cuartos']);
  });

  it('shows another business nothing of this menu', async () => {
    const other = await createOtherTenant(app.database.db);
    const { jwt } = await app.login(other.email, other.password);
    const response = await app.server.inject({ method: 'GET', url: '/api/menu/categories', headers: bearer(jwt) });
    expect(response.json()).toEqual([]);
    const sides = await app.server.inject({ method: 'GET', url: '/api/menu/extras-groups', headers: bearer(jwt) });
    expect(sides.json()).toEqual([]);
  });
});

describe(`menu products on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let jwt: string;
  beforeAll(async () => {
    app = await createTestApp();
    jwt = (await app.login('mesero@demo.pos', 'mesero1234')).jwt;
  });
  afterAll(() => app.close());

  const get = (url: string, token = jwt) => app.server.inject({ method: 'GET', url, headers: bearer(token) });
  const page = (body: object) =>
    app.server.inject({ method: 'POST', url: '/api/menu/products/page', headers: bearer(jwt), payload: body });
  const categoryId = async (name: string) =>
    (await get('/api/menu/categories')).json<Category[]>().find((category) => category.name === name)!.id;

  it('lists a category products sorted by name, telling which have options', async () => {
    const products = (await get(`/api/menu/categories/${await categoryId('Bebidas')}/products`)).json<ProductCard[]>();
    expect(products.map((product) => product.name)).toEqual(
      [...products.map((product) => product.name)].sort((a, b) => a.localeCompare(b)),
    );
    // Sizes come with their absolute prices: the card adds one in a tap.
    expect(products.find((product) => product.name === 'Limonada natural')).toMatchObject({
      hasOptions: true,
      requiresChoice: false,
      sizes: [
        expect.objectContaining({ name: 'Vaso', price: 6000 }),
        expect.objectContaining({ name: 'Jarra', price: 15000 }),
      ],
    });
    expect(products.find((product) => product.name === 'Jugo natural')).toMatchObject({ hasOptions: true, sizes: [] });
    expect(products.find((product) => product.name === 'Agua')).toMatchObject({
      hasOptions: false,
      requiresChoice: false,
      sizes: [],
      stock: 36,
      price: 4000,
    });
  });

  it('tells which products cannot be added without a choice: a required extras group', async () => {
    const burgers = (await get(`/api/menu/categories/${await categoryId('Hamburguesas')}/products`)).json<
      ProductCard[]
    >();
    expect(burgers.find((product) => product.name === 'Hamburguesa clásica')?.requiresChoice).toBe(true);
    const found = (await page({ filters: { name: 'hamburguesa clasica' } })).json<ProductPage>();
    expect(found.content[0]).toMatchObject({ requiresChoice: true, sizes: [] });
  });

  it('searches names ignoring case and accents, 10 per page by default', async () => {
    const cafe = (await page({ filters: { name: 'CAFE' } })).json<ProductPage>();
    expect(cafe.content.map((product) => product.name)).toEqual(['Café tinto']);
    const pizzas = (await page({ filters: { name: 'pizza' } })).json<ProductPage>();
    expect(pizzas).toMatchObject({ totalElements: 5, page: 0, pageSize: 10 });
    const all = (await page({})).json<ProductPage>();
    expect(all.totalElements).toBe(35);
    expect(all.content).toHaveLength(10);
    const last = (await page({ page: 3 })).json<ProductPage>();
    expect(last.content).toHaveLength(5);
  });

  it('gives a product with absolute size prices, their differences and its extras groups', async () => {
    const [pizza] = (await page({ filters: { name: 'margarita' } })).json<ProductPage>().content;
    const detail = (await get(`/api/menu/products/${pizza!.id}`)).json<ProductDetail>();
    expect(detail.sizes.map((size) => [size.name, size.price, size.priceDelta])).toEqual([
      ['Personal', 22000, 0],
      ['Mediana', 38000, 16000],
      ['Familiar', 52000, 30000],
    ]);
    expect(detail.extrasGroups).toEqual([
      expect.objectContaining({ name: 'Ingredientes extra', isRequired: false, allowMultiple: true, max: 3 }),
    ]);
    expect(detail.extrasGroups[0]!.options.map((option) => option.name)).toEqual([
      'Aceitunas',
      'Champiñones',
      'Doble queso',
      'Jamón',
      'Maíz tierno',
    ]);
    expect(detail.category.name).toBe('Pizzas');
  });

  it('answers 404 for another business product and 400 for a bad page request', async () => {
    const [pizza] = (await page({ filters: { name: 'margarita' } })).json<ProductPage>().content;
    const other = await createOtherTenant(app.database.db);
    const theirs = (await app.login(other.email, other.password)).jwt;
    expect((await get(`/api/menu/products/${pizza!.id}`, theirs)).statusCode).toBe(404);
    expect((await get(`/api/menu/categories/${pizza!.categoryId}/products`, theirs)).json()).toEqual([]);
    expect((await page({ pageSize: 0 })).statusCode).toBe(400);
    expect((await page({ filters: { name: 'x'.repeat(200) } })).statusCode).toBe(400);
  });
});
