import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import type { AuthService } from './features/auth/auth.service.js';
import { createAuth, registerAuth } from './features/auth/register-auth.js';
import { createSessionsRepository } from './features/auth/sessions.repository.js';
import { registerCashiers } from './features/cashiers/register-cashiers.js';
import { registerCheckout } from './features/checkout/register-checkout.js';
import { registerCustomers } from './features/customers/register-customers.js';
import { registerDashboard } from './features/dashboard/register-dashboard.js';
import { registerDelivery } from './features/delivery/register-delivery.js';
import { registerDeliveryBoard } from './features/delivery/register-delivery-board.js';
import { createInProcessEventBus, type EventBus } from './features/events/event-bus.js';
import { registerEvents } from './features/events/register-events.js';
import { registerGeneral } from './features/general/register-general.js';
import { registerMenu } from './features/menu/register-menu.js';
import { registerOrderChannels } from './features/order-channels/register-order-channels.js';
import { registerOrderHistory } from './features/order-history/register-order-history.js';
import { createOrderRowsRepository } from './features/orders/order-rows.repository.js';
import { registerOrders } from './features/orders/register-orders.js';
import { createPreferencesQueries } from './features/preferences/preferences.repository.js';
import { registerPreferences } from './features/preferences/register-preferences.js';
import type { PrintQueue } from './features/printing/queue/queue.js';
import { attachPrintQueue, type PrintQueueSettings } from './features/printing/queue/start-print-queue.js';
import { registerPrinting } from './features/printing/register-printing.js';
import { registerReports } from './features/reports/register-reports.js';
import { registerRooms } from './features/rooms/register-rooms.js';
import { createProductCounter } from './features/stock/count-product.js';
import { registerStock } from './features/stock/register-stock.js';
import { registerTables } from './features/tables/register-tables.js';
import { registerUsers } from './features/users/register-users.js';
import { registerTokenCheck } from './shared/auth.js';
import { type Clock, systemClock } from './shared/clock.js';
import { registerErrorHandler } from './shared/errors.js';
import { answerClientError, answerFrameworkError, registerUrlLimit } from './shared/http-errors.js';
import { registerIdempotency } from './shared/idempotency.js';
import { registerJsonBody } from './shared/json-body.js';
import { registerApiNoStore } from './shared/no-store.js';
import { requestLogOptions } from './shared/request-log.js';
import { registerWebApp } from './web-app.js';

export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock?: Clock;
  events?: EventBus;
  printQueue?: PrintQueueSettings;
}

export interface App {
  server: FastifyInstance;
  auth: AuthService;
  events: EventBus;
  printQueue: PrintQueue;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the Fastify server: one API under /api and, when built, the web app on the same port. */
export async function buildApp({
  config,
  db,
  dialect,
  clock = systemClock,
  events = createInProcessEventBus(),
  printQueue: printQueueSettings = {},
}: AppDeps): Promise<App> {
  const server = await createServer(config);
  // Before any route: every /api request's token is checked, then its Idempotency-Key.
  const auth = createAuth(server, { config, db, events, clock });
  registerTokenCheck(server, auth.service.authenticate);
  registerIdempotency(server, {
    db,
    clock,
    claims: config.mode === 'cloud' ? 'database' : 'memory',
    instanceId: config.instanceId,
    retentionSeconds: config.idempotencyRetentionDays * 24 * 60 * 60,
    holdAfterCommit: config.testHoldAfterCommit,
    strict: config.environment === 'test',
  });
  const { timeZone } = config;

  await server.register(
    async (api) => {
      await registerGeneral(api, { db, clock, offersPosReset: config.offersPosReset, timeZone: config.timeZone });
      await registerAuth(api, { auth: auth.service, rateLimitPerMinute: config.authRateLimitPerMinute });
      await registerRooms(api, { db, events, clock });
      await registerTables(api, { db, events, clock, orders: createOrderRowsRepository });
      await registerEvents(api, { events, clock });
      await registerUsers(api, {
        db,
        clock,
        rateLimitPerMinute: config.authRateLimitPerMinute,
        pinLookupKey: auth.service.pinLookupKey,
        hashSecret: auth.hashSecret,
        usersChanged: auth.userChanged,
        sessionsEnded: auth.sessionsEnded,
        sessions: createSessionsRepository,
      });
      await registerCustomers(api, { db, clock });
      // The product modal's quantity moves a counted product's stock through the stock ledger.
      const productCounter = (executor: typeof db) => createProductCounter(executor, timeZone);
      await registerMenu(api, { db, events, clock, productCounter });
      const orders = await registerOrders(api, {
        db,
        dialect,
        events,
        clock,
        approveWithPin: auth.service.approveWithPin,
      });
      await registerDelivery(api, { db, dialect, events, clock });
      await registerPrinting(api, { db, clock, events });
      await registerPreferences(api, { db, events, clock });
      const checkout = await registerCheckout(api, { db, dialect, events, clock, orders, timeZone });
      await registerCashiers(api, {
        db,
        events,
        clock,
        branch: checkout.settings,
        usersChanged: auth.usersChanged,
        timeZone,
      });
      await registerOrderHistory(api, { db, dialect, clock });
      await registerOrderChannels(api, { db });
      await registerDeliveryBoard(api, { db, events, clock });
      await registerReports(api, { db });
      await registerDashboard(api, { db });
      await registerStock(api, { db, clock, timeZone, events, preference: createPreferencesQueries });
    },
    { prefix: '/api' },
  );

  const printQueue = attachPrintQueue(server, { db, events, clock, config, settings: printQueueSettings });
  await registerWebApp(server, config.webDist);
  return { server, auth: auth.service, events, printQueue };
}

/** Fastify with what every request goes through: JSON only, one error shape, security headers, OpenAPI. */
async function createServer(config: Config): Promise<FastifyInstance> {
  const server = Fastify({
    logger: requestLogOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only named proxies: trusting anyone's X-Forwarded-For lets a client pick its own IP for the rate limits.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: any other body is answered 415.
  server.removeContentTypeParser('text/plain');
  registerJsonBody(server);
  registerErrorHandler(server);
  registerApiNoStore(server);
  registerUrlLimit(server);

  await server.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Mantine writes its theme variables into a <style> element.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // The ALTCHA widget solves its challenge in a worker made from a blob.
        'worker-src': ["'self'", 'blob:'],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // Local mode serves plain HTTP on the restaurant's network.
    strictTransportSecurity: config.mode === 'cloud',
  });
  await server.register(rateLimit, { global: false });
  await server.register(swagger, {
    openapi: {
      info: { title: 'Comandero POS API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await server.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  return server;
}
