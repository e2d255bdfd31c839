import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type DatabaseHandle, migrateToLatest, openPostgres, openSqlite } from './db/database.js';
import { adoptStoredPinPepper } from './features/auth/pin-pepper.js';
import { type ClosableEventBus, createPostgresEventBus } from './features/events/postgres-event-bus.js';
import { seedDemo } from './seed/demo.js';
import { systemClock } from './shared/clock.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const loaded = loadConfig();
  const database: DatabaseHandle =
    loaded.mode === 'cloud' && loaded.databaseUrl
      ? openPostgres(loaded.databaseUrl)
      : openSqlite(path.join(loaded.dataDir, 'comandero.sqlite'));
  const applied = await migrateToLatest(database.db, database.schema);
  const config = await adoptStoredPinPepper(database.db, loaded, Boolean(process.env.POS_PIN_PEPPER));
  const seed = config.seedDemo ? await seedDemo(database.db, systemClock, config.pinPepper) : null;
  // Cloud instances share events through PostgreSQL; local mode keeps them in the process.
  const sharedEvents: ClosableEventBus | undefined =
    config.mode === 'cloud' && config.databaseUrl
      ? await createPostgresEventBus(config.databaseUrl, console)
      : undefined;
  const { server } = await buildApp({
    config,
    db: database.db,
    dialect: database.dialect,
    ...(sharedEvents ? { events: sharedEvents } : {}),
  });
  server.log.info(
    { mode: config.mode, dialect: database.dialect, migrations: applied, demoSeeded: seed?.seeded },
    'ready',
  );
  if (!config.webDist) server.log.warn('web app not built: run `npm run build` to serve it');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await server.close();
    await sharedEvents?.close();
    await database.close();
    clearTimeout(forced);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : error;
  console.error(message);
  process.exit(1);
});
