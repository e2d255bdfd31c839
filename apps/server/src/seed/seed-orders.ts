// `npm run seed:orders`: adds a chain of 100 branches with a year of closed orders to the database
// the server uses (POS_DATA_DIR's SQLite file, or DATABASE_URL in cloud mode): 1,000,000 orders on
// PostgreSQL, 200,000 on SQLite, unless SEED_ORDERS says how many. The first branch, where the
// chain's manager signs in, closed 100,000 of them in its last 89 days.
import path from 'node:path';
import { loadConfig } from '../config.js';
import { migrateToLatest, openPostgres, openSqlite } from '../db/database.js';
import { systemClock } from '../shared/clock.js';
import { seedDemo } from './demo.js';
import { ORDERS_BUSINESS_NAME, ORDERS_USER, seedLargeOrders } from './large-orders.js';

const config = loadConfig();
const cloud = config.mode === 'cloud' && config.databaseUrl;
const database = cloud ? openPostgres(config.databaseUrl!) : openSqlite(path.join(config.dataDir, 'comandero.sqlite'));
const orders = Number(process.env.SEED_ORDERS ?? (cloud ? 1_000_000 : 200_000));
let reported = 0;
try {
  await migrateToLatest(database.db, database.schema);
  await seedDemo(database.db, systemClock, config.pinPepper);
  const started = performance.now();
  const seeded = await seedLargeOrders(
    database.db,
    systemClock,
    config.timeZone,
    { orders, branches: 100, days: 365, flagship: Math.min(100_000, Math.floor(orders / 2)) },
    (written) => {
      if (written - reported < 100_000) return;
      reported = written;
      console.log(`${written} orders...`);
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    seeded
      ? `Seeded '${ORDERS_BUSINESS_NAME}': ${seeded} orders over 100 branches and 365 days in ${seconds} s. Sign in as ${ORDERS_USER.email} / ${ORDERS_USER.password}.`
      : `'${ORDERS_BUSINESS_NAME}' is already there.`,
  );
} finally {
  await database.close();
}
