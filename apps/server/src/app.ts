import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { type AuthService, createAuthService } from './features/auth/auth.service.js';
import { createAuthCache } from './features/auth/auth-cache.js';
import { createCaptcha } from './features/auth/captcha.js';
import { createPinAttemptsRepository } from './features/auth/pin-attempts.repository.js';
import { createSessionsRepository } from './features/auth/sessions.repository.js';
import { createCashiersRepository } from './features/cashiers/cashiers.repository.js';
import { cashiersRoutes } from './features/cashiers/cashiers.routes.js';
import { createCashiersService } from './features/cashiers/cashiers.service.js';
import { createMovementsRepository } from './features/cashiers/movements.repository.js';
import { createCheckoutRepository } from './features/checkout/checkout.repository.js';
import { checkoutRoutes } from './features/checkout/checkout.routes.js';
import { createCheckoutService } from './features/checkout/checkout.service.js';
import { createSettingsCache } from './features/checkout/settings-cache.js';
import { createInProcessEventBus, type EventBus } from './features/events/event-bus.js';
import { eventsRoutes } from './features/events/events.routes.js';
import { generalRoutes } from './features/general/general.routes.js';
import { createStatusRepository } from './features/general/status.repository.js';
import { createCatalogRepository } from './features/menu/catalog.repository.js';
import { menuRoutes } from './features/menu/menu.routes.js';
import { createOrderHistoryRepository } from './features/order-history/order-history.repository.js';
import { orderHistoryRoutes } from './features/order-history/order-history.routes.js';
import { createOrderHistoryService } from './features/order-history/order-history.service.js';
import { createOrdersRepository } from './features/orders/orders.repository.js';
import { ordersRoutes } from './features/orders/orders.routes.js';
import { createOrdersService } from './features/orders/orders.service.js';
import { createSendCommand } from './features/orders/send-command.js';
import { createBillingService } from './features/printing/billing.service.js';
import { createBillingConfigRepository } from './features/printing/billing-config.repository.js';
import { createPrintJobsRepository } from './features/printing/print-jobs.repository.js';
import { printJobsRoutes } from './features/printing/print-jobs.routes.js';
import { createPrintJobsService } from './features/printing/print-jobs.service.js';
import { createPrintersRepository } from './features/printing/printers.repository.js';
import { printersRoutes } from './features/printing/printers.routes.js';
import { createPrintersService } from './features/printing/printers.service.js';
import type { PrintQueue } from './features/printing/queue/queue.js';
import { attachPrintQueue, type PrintQueueSettings } from './features/printing/queue/start-print-queue.js';
import { createRoomsRepository } from './features/rooms/rooms.repository.js';
import { roomsRoutes } from './features/rooms/rooms.routes.js';
import { createRoomsService } from './features/rooms/rooms.service.js';
import { createTablesRepository } from './features/tables/tables.repository.js';
import { tablesRoutes } from './features/tables/tables.routes.js';
import { createTablesService } from './features/tables/tables.service.js';
import { createUsersRepository } from './features/users/users.repository.js';
import { usersRoutes } from './features/users/users.routes.js';
import { createUsersPageRepository } from './features/users/users-page.repository.js';
import { registerAuth } from './shared/auth.js';
import { type Clock, systemClock } from './shared/clock.js';
import { AppError, registerErrorHandler } from './shared/errors.js';
import { answerClientError, answerFrameworkError, registerUrlLimit } from './shared/http-errors.js';
import { registerIdempotency } from './shared/idempotency.js';
import { registerJsonBody } from './shared/json-body.js';
import { registerApiNoStore } from './shared/no-store.js';

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
  const server = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.body.password', 'req.body.pin'],
    },
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

  const users = createUsersRepository(db);
  const authCache = createAuthCache(events, clock);
  server.addHook('onClose', async () => authCache.close());
  const auth = createAuthService({
    users,
    sessions: createSessionsRepository(db),
    pinAttempts: createPinAttemptsRepository(db),
    pinPepper: config.pinPepper,
    cache: authCache,
    captcha: config.captchaEnabled ? createCaptcha(config.jwtSecret) : null,
    clock,
    jwtSecret: config.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  registerAuth(server, auth.authenticate);
  registerIdempotency(server, {
    db,
    clock,
    claims: config.mode === 'cloud' ? 'database' : 'memory',
    instanceId: config.instanceId,
    retentionSeconds: config.idempotencyRetentionDays * 24 * 60 * 60,
    holdAfterCommit: config.testHoldAfterCommit,
  });

  await server.register(
    async (api) => {
      await api.register(generalRoutes, { status: createStatusRepository(db), clock });
      await api.register(authRoutes, { auth, rateLimitPerMinute: config.authRateLimitPerMinute });
      await api.register(roomsRoutes, { rooms: createRoomsService(createRoomsRepository(db), events, clock) });
      await api.register(tablesRoutes, {
        tables: createTablesService({ tables: createTablesRepository(db), events, clock }),
      });
      await api.register(eventsRoutes, { events });
      await api.register(usersRoutes, { usersPage: createUsersPageRepository(db) });
      const catalog = createCatalogRepository(db);
      const tablesRepository = createTablesRepository(db);
      await api.register(menuRoutes, { catalog, clock });
      const ordersRepository = createOrdersRepository(db, dialect);
      const orders = createOrdersService({
        orders: ordersRepository,
        catalog,
        tables: tablesRepository,
        events,
        clock,
        approveWithPin: auth.approveWithPin,
      });
      const sendCommand = createSendCommand({ orders: ordersRepository, clock, announce: orders.announce });
      await api.register(ordersRoutes, { orders, sendCommand });
      const printJobs = createPrintJobsRepository(db);
      await api.register(printJobsRoutes, { printJobs, jobs: createPrintJobsService({ printJobs, clock }) });
      await api.register(printersRoutes, {
        printers: createPrintersService({ printers: createPrintersRepository(db), clock }),
        billing: createBillingService({ billing: createBillingConfigRepository(db), clock }),
      });
      const store = createCheckoutRepository(db, dialect);
      const movements = createMovementsRepository(db);
      const settings = createSettingsCache({ load: store.checkout.settings, events, clock });
      server.addHook('onClose', async () => settings.close());
      const checkout = createCheckoutService({
        store,
        settings: settings.get,
        orders,
        movements,
        clock,
        timeZone: config.timeZone,
      });
      await api.register(checkoutRoutes, { checkout });
      const cashiers = createCashiersService({
        cashiers: createCashiersRepository(db),
        movements,
        branch: settings.get,
        events,
        usersChanged: (branchId) => authCache.announce({ type: 'users.changed', branchId }),
        clock,
        timeZone: config.timeZone,
      });
      await api.register(cashiersRoutes, { cashiers });
      await api.register(orderHistoryRoutes, {
        history: createOrderHistoryService({
          history: createOrderHistoryRepository(db),
          orders: ordersRepository,
          printJobs,
          clock,
        }),
      });
    },
    { prefix: '/api' },
  );

  const printQueue = attachPrintQueue(server, { db, events, clock, config, settings: printQueueSettings });
  await registerWebApp(server, config.webDist);
  return { server, auth, events, printQueue };
}

/** Serves the built web app; unknown non-API paths get index.html so the client router decides. */
async function registerWebApp(server: FastifyInstance, webDist: string | null): Promise<void> {
  if (webDist) {
    await server.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; index.html must always be fresh to pick up a new build.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  server.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (isPage && webDist) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw new AppError(404, 'NOT_FOUND', 'No such API route');
  });
}
