// `npm run seed:large`: adds the 20,000-product branch to the database the server uses
// (POS_DATA_DIR's SQLite file, or DATABASE_URL in cloud mode). Run it after the first start.
import path from 'node:path';
import { loadConfig } from '../config.js';
import { migrateToLatest, openPostgres, openSqlite } from '../db/database.js';
import { systemClock } from '../shared/clock.js';
import { seedDemo } from './demo.js';
import { LARGE_BRANCH_NAME, LARGE_CATALOG, LARGE_USER, seedLargeCatalog } from './large-catalog.js';

const config = loadConfig();
const database =
  config.mode === 'cloud' && config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openSqlite(path.join(config.dataDir, 'comandero.sqlite'));
try {
  await migrateToLatest(database.db, database.schema);
  await seedDemo(database.db, systemClock, config.pinPepper);
  const started = performance.now();
  const seeded = await seedLargeCatalog(database.db, systemClock, config.pinPepper);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    seeded
      ? `Seeded '${LARGE_BRANCH_NAME}': ${LARGE_CATALOG.products} products, ${LARGE_CATALOG.extrasGroups} extras groups, ${LARGE_CATALOG.categories} categories in ${seconds} s. Sign in as ${LARGE_USER.email} / ${LARGE_USER.password}.`
      : `'${LARGE_BRANCH_NAME}' is already there.`,
  );
} finally {
  await database.close();
}
