import {
  addressHistory,
  type DeliveryAddress,
  type DeliveryForm,
  type DeliveryInfo,
  type DeliveryLookup,
  money,
  visibleEmail,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { inTransaction } from '../../shared/transaction.js';
import { createCustomersRepository } from '../customers/customers.repository.js';
import { createOrderRowsRepository } from '../orders/order-rows.repository.js';
import { createTablesQueries, discountFrom } from '../tables/tables.repository.js';

/** How many earlier addresses the form offers. */
const HISTORY_SIZE = 5;

/** Delivery orders' SQL: the customer by phone, the virtual table and the order's delivery fields. */
export function createDeliveryQueries(executor: Db) {
  // The owners of `customers` and `dining_tables`, on this executor: their writes join the caller's transaction.
  const customers = createCustomersRepository(executor);
  const tables = createTablesQueries(executor);
  const orderRows = createOrderRowsRepository(executor);
  const customerByPhone = (businessId: string, phone: string) =>
    executor
      .selectFrom('customers')
      .select(['id', 'name', 'phone', 'email', 'identification'])
      .where('business_id', '=', businessId)
      .where('phone', '=', phone)
      .where('deleted', '=', 0)
      .executeTakeFirst();

  return {
    /** The delivery's virtual table as the floor shows it. */
    table: tables.find,
    /** The live customer with this phone and the addresses the business sent them orders to, newest first. */
    async lookup(businessId: string, phone: string): Promise<DeliveryLookup> {
      const customer = await customerByPhone(businessId, phone);
      if (!customer) return { customer: null, addresses: [] };
      const [orders, stored] = await Promise.all([
        executor
          .selectFrom('orders')
          .select(['delivery_address', 'delivery_address2', 'delivery_neighborhood'])
          .where('business_id', '=', businessId)
          .where('delivery_customer_id', '=', customer.id)
          .where('delivery_address', 'is not', null)
          .orderBy('created_at', 'desc')
          .limit(50)
          .execute(),
        executor
          .selectFrom('customers')
          .select(['address', 'address_line1', 'neighborhood'])
          .where('id', '=', customer.id)
          .executeTakeFirstOrThrow(),
      ]);
      const used: DeliveryAddress[] = orders.map((row) => ({
        address: row.delivery_address ?? '',
        addressLine1: row.delivery_address2,
        neighborhood: row.delivery_neighborhood,
      }));
      if (stored.address) {
        used.push({ address: stored.address, addressLine1: stored.address_line1, neighborhood: stored.neighborhood });
      }
      return {
        customer: {
          id: customer.id,
          name: customer.name,
          phone: customer.phone,
          identification: customer.identification,
          email: visibleEmail(customer.email, customer.phone),
        },
        addresses: addressHistory(used, HISTORY_SIZE),
      };
    },

    /** The customer of the form, by phone: updated with what was typed, or created (the customers repository writes it). */
    saveCustomer: customers.saveFromDelivery,

    /** The delivery's virtual table (number -1, no room): busy with the user, holding the open order. */
    async openTable(
      scope: BranchScope,
      ids: { tableId: string; orderId: string },
      form: DeliveryForm,
      customerId: string,
      userId: string,
      now: string,
    ): Promise<void> {
      await tables.openDelivery(
        scope,
        { id: ids.tableId, name: form.customer, discount: form.sales ?? null, userId, orderId: ids.orderId },
        now,
      );
      await orderRows.openDelivery(scope, { id: ids.orderId, tableId: ids.tableId, userId }, form, customerId, now);
    },

    /** The 'General information' modal's edit: the order's fields, the table's name and discount. */
    async updateOrder(
      scope: BranchScope,
      tableId: string,
      orderId: string,
      form: DeliveryForm,
      customerId: string,
      now: string,
    ): Promise<void> {
      await orderRows.editDelivery(scope, orderId, form, customerId, now);
      await tables.renameDelivery(scope, tableId, { name: form.customer, discount: form.sales ?? null }, now);
    },

    /** The open delivery on a live virtual table of the branch. */
    async info(scope: BranchScope, tableId: string): Promise<DeliveryInfo | undefined> {
      const row = await executor
        .selectFrom('dining_tables as t')
        .innerJoin('orders as o', 'o.id', 't.current_order_id')
        .select([
          't.id as table_id',
          'o.id as order_id',
          'o.delivery_customer_id',
          'o.delivery_customer_name',
          'o.delivery_phone',
          'o.delivery_identification',
          'o.delivery_email',
          'o.delivery_address',
          'o.delivery_address2',
          'o.delivery_neighborhood',
          'o.delivery_value',
          'o.delivery_date',
          't.discount',
        ])
        .where('t.id', '=', tableId)
        .where('t.business_id', '=', scope.businessId)
        .where('t.branch_id', '=', scope.branchId)
        .where('t.number_table', '<', 0)
        .where('t.deleted', '=', 0)
        .executeTakeFirst();
      return row && infoOf(row);
    },

    /** What the bill of a delivery order prints and charges; undefined for any other order. */
    async ofOrder(orderId: string): Promise<DeliveryInfo | undefined> {
      const row = await executor
        .selectFrom('orders as o')
        .select([
          'o.table_id',
          'o.id as order_id',
          'o.delivery_customer_id',
          'o.delivery_customer_name',
          'o.delivery_phone',
          'o.delivery_identification',
          'o.delivery_email',
          'o.delivery_address',
          'o.delivery_address2',
          'o.delivery_neighborhood',
          'o.delivery_value',
          'o.delivery_date',
          'o.discount',
        ])
        .where('o.id', '=', orderId)
        .where('o.method_delivery', '=', 'delivery')
        .executeTakeFirst();
      return row && infoOf({ ...row, table_id: row.table_id ?? '' });
    },
  };
}

function infoOf(row: {
  table_id: string;
  order_id: string;
  delivery_customer_id: string | null;
  delivery_customer_name: string | null;
  delivery_phone: string | null;
  delivery_identification: string | null;
  delivery_email: string | null;
  delivery_address: string | null;
  delivery_address2: string | null;
  delivery_neighborhood: string | null;
  delivery_value: number;
  delivery_date: string | null;
  discount: string | null;
}): DeliveryInfo {
  return {
    tableId: row.table_id,
    orderId: row.order_id,
    customerId: row.delivery_customer_id,
    customer: row.delivery_customer_name ?? '',
    phone: row.delivery_phone ?? '',
    identification: row.delivery_identification,
    email: row.delivery_email,
    address: row.delivery_address ?? '',
    addressLine1: row.delivery_address2,
    neighborhood: row.delivery_neighborhood,
    valueDelivery: money(Number(row.delivery_value)),
    dateDelivery: row.delivery_date,
    sales: discountFrom(row.discount),
  };
}

export type DeliveryQueries = ReturnType<typeof createDeliveryQueries>;

export function createDeliveryRepository(db: Db) {
  return {
    ...createDeliveryQueries(db),
    transaction: <T>(work: (queries: DeliveryQueries) => Promise<T>) =>
      inTransaction(db, (trx) => work(createDeliveryQueries(trx))),
  };
}
export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
