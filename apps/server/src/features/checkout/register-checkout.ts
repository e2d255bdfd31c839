import { type CheckoutSettings, ORDER_STATE } from '@comandero/domain';
import type { FastifyInstance } from 'fastify';
import type { Db, Dialect } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { createMovementsRepository } from '../cashiers/movements.repository.js';
import type { EventBus } from '../events/event-bus.js';
import type { OrdersService } from '../orders/orders.service.js';
import { createCheckoutRepository } from './checkout.repository.js';
import { checkoutRoutes } from './checkout.routes.js';
import { closeParticipants } from './close-participants.js';
import { createCloseTable } from './close-table.js';
import { createMergeTables } from './merge-tables.js';
import { createPreBill } from './pre-bill.js';
import { createSelfService } from './self-service.js';
import { createSetDiscount } from './set-discount.js';
import { createSettingsCache } from './settings-cache.js';

/** Charging: discounts, pre-bills, closes, self-service and merges. Gives the branch's cached checkout settings. */
export async function registerCheckout(
  app: FastifyInstance,
  deps: { db: Db; dialect: Dialect; events: EventBus; clock: Clock; orders: OrdersService; timeZone: string },
): Promise<{ settings: (scope: BranchScope) => Promise<CheckoutSettings> }> {
  const { clock, orders, timeZone } = deps;
  const store = createCheckoutRepository(deps.db, deps.dialect);
  const settings = createSettingsCache({ load: store.checkout.settings, events: deps.events, clock });
  app.addHook('onClose', async () => settings.close());
  // Every close runs these, in this order, inside its transaction.
  const participants = closeParticipants({
    // A sale changed what a dish's ingredients cover: the terminals refresh their menu.
    catalogChanged: (branchId) => deps.events.publish(branchId, { type: 'catalog.changed' }),
  });
  const charging = {
    store,
    settings: settings.get,
    orders,
    movements: createMovementsRepository(deps.db),
    clock,
    timeZone,
    participants,
  };
  const closeTable = createCloseTable({
    ...charging,
    deliveryReceived: (branchId, orderId) =>
      deps.events.publish(branchId, { type: 'delivery.changed', orderId, state: ORDER_STATE.RECEIVED }),
  });
  const printPreBill = createPreBill({ store, settings: settings.get, clock, timeZone, announce: orders.announce });
  await app.register(checkoutRoutes, {
    settings: settings.get,
    setDiscount: createSetDiscount({ store, orders, clock }),
    printPreBill,
    closeTable,
    merge: createMergeTables({ store, orders, clock }),
    selfService: createSelfService(charging),
  });
  return { settings: settings.get };
}
