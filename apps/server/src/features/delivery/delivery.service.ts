import type { DeliveryForm, DeliveryInfo, DeliveryLookup, OpenDelivery, Table } from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { idTaken, isUniqueViolation } from '../../shared/db-errors.js';
import { conflict, notFound } from '../../shared/errors.js';
import { answerWithoutWrite } from '../../shared/idempotency.js';
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

  const found = <T>(value: T | undefined): T => {
    if (!value) throw notFound('Delivery');
    return value;
  };

  function announce(scope: BranchScope, table: Table): Table {
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
        answerWithoutWrite();
        return existing;
      }
      try {
        const opened = await delivery.transaction(async (trx) => {
          const stamp = now();
          const customerId = await trx.saveCustomer(auth.businessId, newId(), form, auth.userId, stamp);
          await trx.openTable(scope, { tableId: id, orderId: newId() }, form, customerId, auth.userId, stamp);
          return found(await trx.table(scope, id));
        });
        return announce(scope, opened);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A retry that raced this one opened it here; any other holder of the id stays unnamed.
        const raced = await tables.find(scope, id);
        if (!raced || raced.numberTable >= 0) throw idTaken();
        answerWithoutWrite();
        return raced;
      }
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
      // The delivery's fields are the answer, stored with the write; its table is announced once committed.
      let table: Table | undefined;
      const updated = await delivery.transaction(async (trx) => {
        const stamp = now();
        const customerId = await trx.saveCustomer(auth.businessId, newId(), form, auth.userId, stamp);
        await trx.updateOrder(scope, tableId, info.orderId, form, customerId, stamp);
        table = found(await trx.table(scope, tableId));
        return found(await trx.info(scope, tableId));
      });
      if (table) announce(scope, table);
      return updated;
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
