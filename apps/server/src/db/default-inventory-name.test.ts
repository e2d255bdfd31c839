import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.js';
import { manualClock, openTestDatabase, TEST_DIALECT, TEST_PIN_PEPPER } from '../test/harness.js';
import { type DatabaseHandle, migrateToLatest } from './database.js';
import { migrations } from './migrations/index.js';

describe(`the default inventory's name migration on ${TEST_DIALECT}`, () => {
  let database: DatabaseHandle;
  const migration = migrations['20261129150700_default_inventory_name']!;
  const locations = () =>
    database.db.selectFrom('stock_locations').select(['name', 'description']).orderBy('name').execute();

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db, database.schema);
    await seedDemo(database.db, manualClock(), TEST_PIN_PEPPER);
  });
  afterAll(() => database.close());

  it('turns a stored default inventory round: named business_branch, described Inventario por defecto', async () => {
    expect(await locations()).toEqual([{ name: 'Demo Restaurante_Principal', description: 'Inventario por defecto' }]);
    // As the earlier seed and first visits stored it; a location the branch made is left alone.
    await database.db
      .updateTable('stock_locations')
      .set({ name: 'Inventario por defecto', description: 'name business_branch' })
      .execute();
    const branch = await database.db.selectFrom('branches').select(['id', 'business_id']).executeTakeFirstOrThrow();
    await database.db
      .insertInto('stock_locations')
      .values({
        id: '0194c2a0-0000-7000-8000-00000000b0de',
        business_id: branch.business_id,
        branch_id: branch.id,
        name: 'Bodega',
        description: 'Congeladores',
        created_at: new Date().toISOString(),
      })
      .execute();
    await migration.up(database.db);
    const renamed = [
      { name: 'Bodega', description: 'Congeladores' },
      { name: 'Demo Restaurante_Principal', description: 'Inventario por defecto' },
    ];
    expect(await locations()).toEqual(renamed);
    await migration.down?.(database.db);
    expect(await locations()).toEqual([
      { name: 'Bodega', description: 'Congeladores' },
      { name: 'Inventario por defecto', description: 'name business_branch' },
    ]);
    await migration.up(database.db);
    expect(await locations()).toEqual(renamed);
  });
});
