import type { DeliveryForm, DeliveryInfo, DeliveryLookup, OpenDelivery, Table } from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { idTaken, isUniqueViolation } from '../../shared/db-errors.js';
import { conflict, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { EventBus } from '../events/event-bus.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import { checkTableAccess } from '../orders/table-order.js';
import type { TablesRepository } from '../tables/tables.repository.js';
import type { DeliveryRepository } from './delivery.repository.js';

export interface DeliveryDeps {
  delivery: DeliveryRepository;
  orders: Pick<OrdersRepository, 'lockTable'>;
  tables: TablesRepository;
  events: EventBus;
  clock: Clock;
}

/**
 * Taking a delivery order (spec 01 §2, §3, §5): the customer by phone, and the delivery's virtual
 * table (number -1) holding the customer and delivery fields; its lines, command and close are a table's.
 */
export function createDeliveryService({ delivery, orders, tables, events, clock }: DeliveryDeps) {
  const now = () => clock.now().toISOString();

  async function announce(auth: AuthContext, tableId: string): Promise<Table> {
    const scope = branchScope(auth);
    const table = await tables.find(scope, tableId);
    if (!table) throw notFound('Delivery');
    events.publish(scope.branchId, { type: 'table.changed', table });
    return table;
  }

  return {
    lookup: (auth: AuthContext, phone: string): Promise<DeliveryLookup> => delivery.lookup(auth.businessId, phone),

    /** Creates or updates the customer and opens the delivery; a retried open (same id) finds it. */
    async open(auth: AuthContext, { id, form }: OpenDelivery): Promise<Table> {
      const scope = branchScope(auth);
      const existing = await tables.find(scope, id);
      if (existing) {
        if (existing.numberTable >= 0) throw conflict('That id belongs to a table');
        return existing;
      }
      try {
        await delivery.transaction(async (trx) => {
          const stamp = now();
          const customerId = await trx.saveCustomer(auth.businessId, newId(), form, auth.userId, stamp);
          await trx.openTable(scope, { tableId: id, orderId: newId() }, form, customerId, auth.userId, stamp);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A retry that raced this one opened it here; any other holder of the id stays unnamed.
        const raced = await tables.find(scope, id);
        if (!raced || raced.numberTable >= 0) throw idTaken();
      }
      return announce(auth, id);
    },

    async get(auth: AuthContext, tableId: string): Promise<DeliveryInfo> {
      const scope = branchScope(auth);
      checkTableAccess(auth, await orders.lockTable(scope, tableId));
      const info = await delivery.info(scope, tableId);
      if (!info) throw notFound('Delivery');
      return info;
    },

    /** 'General information': the customer and delivery fields edited while ordering. */
    async update(auth: AuthContext, tableId: string, form: DeliveryForm): Promise<DeliveryInfo> {
      const scope = branchScope(auth);
      checkTableAccess(auth, await orders.lockTable(scope, tableId));
      const info = await delivery.info(scope, tableId);
      if (!info) throw notFound('Delivery');
      await delivery.transaction(async (trx) => {
        const stamp = now();
        const customerId = await trx.saveCustomer(auth.businessId, newId(), form, auth.userId, stamp);
        await trx.updateOrder(scope, tableId, info.orderId, form, customerId, stamp);
      });
      await announce(auth, tableId);
      const updated = await delivery.info(scope, tableId);
      if (!updated) throw notFound('Delivery');
      return updated;
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
