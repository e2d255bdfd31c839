import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.js';
import { manualClock, openTestDatabase, TEST_DIALECT, TEST_PIN_PEPPER } from '../test/harness.js';
import { type DatabaseHandle, migrateToLatest } from './database.js';
import { migrations } from './migrations/index.js';

describe(`migrations and seed on ${TEST_DIALECT}`, () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs every migration from an empty database, in name order, and then none', async () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    expect(await migrateToLatest(database.db, database.schema)).toEqual(names);
    expect(await migrateToLatest(database.db, database.schema)).toEqual([]);
  });

  it('has one migration per file of the folder, each with a timestamp of its own', () => {
    const names = Object.keys(migrations);
    const files = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((file) => /^\d{14}_.+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(names).toEqual(files.sort());
    expect(duplicateTimestamps(names)).toEqual(LANDED_DUPLICATE_TIMESTAMPS);
  });

  it('seeds the demo restaurant once', async () => {
    const clock = manualClock();
    expect((await seedDemo(database.db, clock, TEST_PIN_PEPPER)).seeded).toBe(true);
    expect((await seedDemo(database.db, clock, TEST_PIN_PEPPER)).seeded).toBe(false);
    const count = async (table: 'users' | 'dining_tables' | 'categories' | 'products' | 'businesses' | 'taxes') => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
      return Number(rows[0]?.n);
    };
    expect(await count('businesses')).toBe(1);
    expect(await count('users')).toBe(4);
    expect(await count('dining_tables')).toBe(12);
    expect(await count('categories')).toBeGreaterThanOrEqual(5);
    expect(await count('products')).toBeGreaterThanOrEqual(30);
    expect(await count('taxes')).toBeGreaterThanOrEqual(1);
  });

  it('gives the menu sizes as differences and required and multi-select extras groups', async () => {
    const pizza = await database.db
      .selectFrom('products')
      .innerJoin('product_sizes', 'product_sizes.product_id', 'products.id')
      .select(['products.price', 'product_sizes.name', 'product_sizes.price_delta'])
      .where('products.name', '=', 'Pizza margarita')
      .orderBy('product_sizes.sort')
      .execute();
    expect(pizza.map((size) => [size.name, size.price + size.price_delta])).toEqual([
      ['Personal', 22000],
      ['Mediana', 38000],
      ['Familiar', 52000],
    ]);
    const groups = await database.db.selectFrom('extras_groups').selectAll().execute();
    expect(groups.some((group) => group.is_required === 1 && group.allow_multiple === 0)).toBe(true);
    expect(groups.some((group) => group.allow_multiple === 1 && group.max_items === 0)).toBe(true);
  });

  it('refuses a second live table with the same number in a branch', async () => {
    const table = await database.db.selectFrom('dining_tables').selectAll().executeTakeFirstOrThrow();
    const duplicate = database.db
      .insertInto('dining_tables')
      .values({ ...table, id: '01900000-0000-7000-8000-000000000001', busy: 0, deleted: 0, version: 1 })
      .execute();
    await expect(duplicate).rejects.toThrow();
  });
});

/**
 * Two migrations landed with one timestamp before this check existed; their names are recorded in
 * every database that ran them, so they stay. Any other repeated timestamp fails.
 */
const LANDED_DUPLICATE_TIMESTAMPS = ['20261126090000'];

function duplicateTimestamps(names: string[]): string[] {
  const timestamps = names.map((name) => name.slice(0, 14));
  return [...new Set(timestamps.filter((timestamp, index) => timestamps.indexOf(timestamp) !== index))];
}
