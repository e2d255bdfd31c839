import 'fake-indexeddb/auto';
import { money } from '@comandero/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf } from '../../test/catalogFixtures';
import { BURGER, BURGERS, CAKE, card, DESSERTS, PIZZA } from '../../test/orderFixtures';
import {
  clearCatalogCache,
  markCatalogCurrent,
  readCategories,
  readCategoryProducts,
  readCollection,
  readExtrasGroups,
  readProductDetail,
  saveCatalog,
  saveCollection,
  searchCatalog,
} from './catalogStore';

const HERE = 'business-1/branch-1';
const THERE = 'business-1/branch-2';
const monday = new Date('2026-11-23T12:00:00.000Z');
const tuesday = new Date('2026-11-24T12:00:00.000Z');

afterEach(clearCatalogCache);

describe("the device's copy of the catalog", () => {
  it('has nothing for a branch it never stored, so the menu asks the server', async () => {
    expect(await readCategories(HERE)).toBeUndefined();
    expect(await readCategoryProducts(HERE, BURGERS.id)).toBeUndefined();
    expect(await readProductDetail(HERE, BURGER.id)).toBeUndefined();
    expect(await searchCatalog(HERE, 'pizza', 0, 10)).toBeUndefined();
  });

  it('answers the categories, a category, a product page, the sides and searches as the server does', async () => {
    await saveCatalog(HERE, catalogOf(), monday);
    expect(await readCategories(HERE)).toEqual(catalogOf().categories);
    expect(await readCategoryProducts(HERE, BURGERS.id)).toEqual([card(BURGER)]);
    expect(await readProductDetail(HERE, PIZZA.id)).toEqual(PIZZA);
    expect(await readProductDetail(HERE, BURGER.id)).toEqual(BURGER);
    expect((await readExtrasGroups(HERE))?.map((group) => group.id)).toEqual(
      [...BURGER.extrasGroups, ...PIZZA.extrasGroups].map((group) => group.id),
    );
    // Case and accents ignored, sorted by name, counted from page 0.
    expect(await searchCatalog(HERE, 'TORTA', 0, 10)).toEqual({
      content: [card(CAKE)],
      totalElements: 1,
      page: 0,
      pageSize: 10,
    });
    const everything = await searchCatalog(HERE, '', 0, 2);
    expect(everything?.content.map((product) => product.name)).toEqual(['Hamburguesa clásica', 'Pizza margarita']);
    expect(everything?.totalElements).toBe(3);
    expect((await searchCatalog(HERE, 'clasica', 0, 10))?.content).toEqual([card(BURGER)]);
    expect((await searchCatalog(HERE, '', 1, 2))?.content).toEqual([card(CAKE)]);
  });

  it('keeps each branch apart: storing one never shows in or removes the other', async () => {
    await saveCatalog(HERE, catalogOf([BURGER, PIZZA]), monday);
    await saveCatalog(THERE, catalogOf([CAKE]), monday);
    expect((await searchCatalog(HERE, '', 0, 10))?.content.map((product) => product.id)).toEqual([BURGER.id, PIZZA.id]);
    expect((await searchCatalog(THERE, '', 0, 10))?.content.map((product) => product.id)).toEqual([CAKE.id]);
    expect(await readProductDetail(THERE, BURGER.id)).toBeUndefined();
    expect(await readCategoryProducts(HERE, DESSERTS.id)).toEqual([]);
    await saveCollection(THERE, 'tables', ['there'], monday);
    expect(await readCollection(HERE, 'tables')).toBeUndefined();
  });

  it('replaces stale rows on a refresh, and a removed product disappears everywhere', async () => {
    await saveCatalog(HERE, catalogOf(), monday);
    // Searched once, so the removal must reach the search index in memory too.
    expect((await searchCatalog(HERE, 'torta', 0, 10))?.totalElements).toBe(1);
    const cheaper = { ...PIZZA, price: money(20000) };
    await saveCatalog(HERE, catalogOf([BURGER, cheaper], 'v2'), tuesday);

    expect(await readProductDetail(HERE, CAKE.id)).toBeUndefined();
    expect(await readCategoryProducts(HERE, DESSERTS.id)).toEqual([]);
    expect((await searchCatalog(HERE, 'torta', 0, 10))?.totalElements).toBe(0);
    expect((await readProductDetail(HERE, PIZZA.id))?.price).toBe(20000);
    expect((await readProductDetail(HERE, PIZZA.id))?.sizes.map((size) => size.price)).toEqual([20000, 36000, 50000]);
  });

  it('keeps when each collection was fetched, and a current catalog only moves its date', async () => {
    await saveCatalog(HERE, catalogOf(), monday);
    await saveCollection(HERE, 'printers', [], monday);
    expect(await readCollection(HERE, 'categories')).toMatchObject({ lastUpdate: monday.toISOString() });
    await markCatalogCurrent(HERE, tuesday);
    for (const name of ['products', 'categories', 'extrasGroups'] as const) {
      expect((await readCollection(HERE, name))?.lastUpdate).toBe(tuesday.toISOString());
    }
    expect((await readCollection(HERE, 'printers'))?.lastUpdate).toBe(monday.toISOString());
    expect(await readProductDetail(HERE, CAKE.id)).toEqual(CAKE);
  });
});
