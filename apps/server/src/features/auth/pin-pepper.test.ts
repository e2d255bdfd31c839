import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrateToLatest } from '../../db/database.js';
import { openTestDatabase, TEST_DIALECT, testConfig } from '../../test/harness.js';
import { adoptStoredPinPepper } from './pin-pepper.js';

describe(`the PIN pepper on ${TEST_DIALECT}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db, database.schema);
  });
  afterAll(() => database.close());

  it('moves a pepper kept in the database to the data folder, readable by its owner only', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'comandero-pepper-'));
    await database.db.insertInto('app_settings').values({ key: 'pin_pepper', value: 'legacy-pepper' }).execute();
    const config = await adoptStoredPinPepper(database.db, testConfig({ dataDir }), false);
    expect(config.pinPepper).toBe('legacy-pepper');
    const file = path.join(dataDir, 'pin-pepper');
    expect(readFileSync(file, 'utf8')).toBe('legacy-pepper');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await database.db.selectFrom('app_settings').selectAll().execute()).toEqual([]);
    // Nothing left to adopt: the configured pepper stays.
    expect((await adoptStoredPinPepper(database.db, testConfig({ dataDir }), false)).pinPepper).toBe(
      testConfig().pinPepper,
    );
  });
});
