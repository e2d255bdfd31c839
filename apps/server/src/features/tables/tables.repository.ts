import {
  DELIVERY_TABLE_NUMBER,
  money,
  type SalesDiscount,
  salesDiscountSchema,
  subtotalAfterDiscount,
  type Table,
  type TableShape,
  type TableSize,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { inTransaction } from '../../shared/transaction.js';

export interface NewTable {
  id: string;
  name: string;
  numberTable: number;
  roomId: string | null;
  position: number;
  shape: TableShape;
  size: TableSize;
}

export type TablePatch = Partial<Omit<NewTable, 'id'>>;

interface TableRow {
  id: string;
  name: string;
  number_table: number;
  room_id: string | null;
  shape: string;
  size: string;
  position: number | null;
  busy: number;
  user_id: string | null;
  user_name: string | null;
  people: number | null;
  current_order_id: string | null;
  discount: string | null;
  total: number | null;
  item_count: number | null;
  unsent_count: number | null;
  seated_at: string | null;
  pre_billed_at: string | null;
  version: number;
}

/** A table's sales discount as stored (JSON), read back through the domain's schema. */
export const discountFrom = (stored: string | null): SalesDiscount | null =>
  stored ? salesDiscountSchema.parse(JSON.parse(stored)) : null;

const toTable = (row: TableRow): Table => ({
  id: row.id,
  name: row.name,
  numberTable: row.number_table,
  roomId: row.room_id,
  shape: row.shape as TableShape,
  size: row.size as TableSize,
  position: row.position,
  busy: row.busy === 1,
  user: row.user_id ? { id: row.user_id, name: row.user_name ?? '' } : null,
  people: row.people,
  currentOrderId: row.current_order_id,
  // What the tile shows: the order after the table's discount (issue 15 §6), as the bill will have it.
  total: subtotalAfterDiscount(money(Number(row.total ?? 0)), discountFrom(row.discount)),
  itemCount: Number(row.item_count ?? 0),
  unsentCount: Number(row.unsent_count ?? 0),
  seatedAt: row.seated_at,
  preBilled: row.pre_billed_at !== null,
  version: row.version,
});

const select = (executor: Db, scope: BranchScope) =>
  executor
    .selectFrom('dining_tables as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('orders as o', 'o.id', 't.current_order_id')
    .select([
      't.id',
      't.name',
      't.number_table',
      't.room_id',
      't.shape',
      't.size',
      't.position',
      't.busy',
      't.user_id',
      'u.name as user_name',
      't.people',
      't.current_order_id',
      't.discount',
      't.seated_at',
      'o.pre_billed_at',
      't.version',
      (eb) =>
        eb
          .selectFrom('order_lines as l')
          .select((sub) => sub.fn.sum<number>(sub('l.quantity', '*', sub.ref('l.unit_price'))).as('total'))
          .whereRef('l.order_id', '=', 't.current_order_id')
          .as('total'),
      (eb) =>
        eb
          .selectFrom('order_lines as l')
          .select((sub) => sub.fn.sum<number>('l.quantity').as('item_count'))
          .whereRef('l.order_id', '=', 't.current_order_id')
          .as('item_count'),
      (eb) =>
        eb
          .selectFrom('order_lines as l')
          .select((sub) => sub.fn.sum<number>(sub('l.quantity', '-', sub.ref('l.sent_quantity'))).as('unsent_count'))
          .whereRef('l.order_id', '=', 't.current_order_id')
          .whereRef('l.quantity', '>', 'l.sent_quantity')
          .as('unsent_count'),
    ])
    .where('t.business_id', '=', scope.businessId)
    .where('t.branch_id', '=', scope.branchId)
    .where('t.deleted', '=', 0);

const guardedUpdate = (executor: Db, scope: BranchScope, id: string) =>
  executor
    .updateTable('dining_tables')
    .where('id', '=', id)
    .where('business_id', '=', scope.businessId)
    .where('branch_id', '=', scope.branchId)
    .where('deleted', '=', 0);

/** The floor's tables: the only SQL that writes `dining_tables` (orders and checkout run it in their transactions). */
export function createTablesQueries(executor: Db) {
  return {
    async list(scope: BranchScope): Promise<Table[]> {
      // A delivery's virtual table (-1) is listed while it holds its order: released or closed, it is done.
      const rows = await select(executor, scope)
        .where((eb) => eb.or([eb('t.number_table', '>=', 0), eb('t.current_order_id', 'is not', null)]))
        .orderBy('t.number_table')
        .orderBy('t.id')
        .execute();
      return rows.map(toTable);
    },

    async find(scope: BranchScope, id: string): Promise<Table | undefined> {
      const row = await select(executor, scope).where('t.id', '=', id).executeTakeFirst();
      return row && toTable(row);
    },

    async findByNumber(scope: BranchScope, numberTable: number): Promise<Table | undefined> {
      const row = await select(executor, scope).where('t.number_table', '=', numberTable).executeTakeFirst();
      return row && toTable(row);
    },

    async findInSlot(scope: BranchScope, roomId: string | null, position: number): Promise<Table | undefined> {
      let query = select(executor, scope).where('t.position', '=', position);
      query = roomId ? query.where('t.room_id', '=', roomId) : query.where('t.room_id', 'is', null);
      const row = await query.executeTakeFirst();
      return row && toTable(row);
    },

    async create(scope: BranchScope, table: NewTable, now: string): Promise<void> {
      await executor
        .insertInto('dining_tables')
        .values({
          id: table.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          room_id: table.roomId,
          name: table.name,
          number_table: table.numberTable,
          shape: table.shape,
          size: table.size,
          position: table.position,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Applies the patch when the version matches (or none is given); false when nothing matched. */
    async update(scope: BranchScope, id: string, patch: TablePatch, version: number | undefined, now: string) {
      let query = guardedUpdate(executor, scope, id).set((eb) => ({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.numberTable !== undefined && { number_table: patch.numberTable }),
        ...(patch.roomId !== undefined && { room_id: patch.roomId }),
        ...(patch.position !== undefined && { position: patch.position }),
        ...(patch.shape !== undefined && { shape: patch.shape }),
        ...(patch.size !== undefined && { size: patch.size }),
        updated_at: now,
        version: eb('version', '+', 1),
      }));
      if (version !== undefined) query = query.where('version', '=', version);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Takes the table for the user in one statement: only a free table, or one the user already holds. */
    async occupy(scope: BranchScope, id: string, userId: string, people: number, now: string): Promise<boolean> {
      const result = await guardedUpdate(executor, scope, id)
        .set((eb) => ({
          busy: 1,
          user_id: userId,
          people,
          seated_at: eb.fn.coalesce('seated_at', eb.val(now)),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Holds the table for a transfer: user, people and order move together, guarded by version. */
    async assign(
      scope: BranchScope,
      id: string,
      values: {
        userId: string | null;
        people: number | null;
        currentOrderId: string | null;
        discount: SalesDiscount | null;
        seatedAt: string | null;
      },
      version: number,
      now: string,
    ): Promise<boolean> {
      const busy = values.userId !== null || values.currentOrderId !== null ? 1 : 0;
      const result = await guardedUpdate(executor, scope, id)
        .set((eb) => ({
          busy,
          user_id: values.userId,
          people: values.people,
          current_order_id: values.currentOrderId,
          discount: values.discount ? JSON.stringify(values.discount) : null,
          seated_at: busy ? values.seatedAt : null,
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async discountOf(scope: BranchScope, id: string): Promise<SalesDiscount | null> {
      const row = await executor
        .selectFrom('dining_tables')
        .select('discount')
        .where('id', '=', id)
        .where('branch_id', '=', scope.branchId)
        .executeTakeFirst();
      return discountFrom(row?.discount ?? null);
    },

    /** Releasing clears user, busy, current order, discount and people (spec 01 §4). */
    async release(scope: BranchScope, id: string, now: string): Promise<boolean> {
      const result = await guardedUpdate(executor, scope, id)
        .set((eb) => ({
          busy: 0,
          user_id: null,
          people: null,
          current_order_id: null,
          discount: null,
          seated_at: null,
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The table is busy with the user and holds the order (spec 01 §4: busy once items exist). */
    async hold(
      scope: BranchScope,
      id: string,
      values: { userId: string; people: number | null; orderId: string },
      now: string,
    ): Promise<void> {
      await guardedUpdate(executor, scope, id)
        .set((eb) => ({
          busy: 1,
          user_id: values.userId,
          people: values.people,
          current_order_id: values.orderId,
          seated_at: eb.fn.coalesce('seated_at', eb.val(now)),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .execute();
    },

    /** The sales discount the table's bill will carry (null: none). */
    async setDiscount(scope: BranchScope, id: string, discount: SalesDiscount | null, now: string): Promise<void> {
      await guardedUpdate(executor, scope, id)
        .set((eb) => ({
          discount: discount ? JSON.stringify(discount) : null,
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .execute();
    },

    /** A delivery's virtual table (number -1, no room): busy with the user, holding the open order. */
    async openDelivery(
      scope: BranchScope,
      table: { id: string; name: string; discount: SalesDiscount | null; userId: string; orderId: string },
      now: string,
    ): Promise<void> {
      await executor
        .insertInto('dining_tables')
        .values({
          id: table.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          room_id: null,
          name: table.name,
          number_table: DELIVERY_TABLE_NUMBER,
          position: null,
          busy: 1,
          user_id: table.userId,
          people: 1,
          current_order_id: table.orderId,
          discount: table.discount ? JSON.stringify(table.discount) : null,
          seated_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** A delivery's edit: its virtual table shows the customer's name and carries the discount. */
    async renameDelivery(
      scope: BranchScope,
      id: string,
      values: { name: string; discount: SalesDiscount | null },
      now: string,
    ): Promise<void> {
      await executor
        .updateTable('dining_tables')
        .set((eb) => ({
          name: values.name,
          discount: values.discount ? JSON.stringify(values.discount) : null,
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('branch_id', '=', scope.branchId)
        .execute();
    },

    /** The slots taken in a room (null: the virtual room of tables without one). */
    async positionsIn(scope: BranchScope, roomId: string | null, exceptId: string): Promise<number[]> {
      let query = executor
        .selectFrom('dining_tables')
        .select('position')
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('id', '!=', exceptId)
        .where('position', 'is not', null);
      query = roomId ? query.where('room_id', '=', roomId) : query.where('room_id', 'is', null);
      return (await query.execute()).map((row) => row.position as number);
    },

    /** Soft delete, only while nobody sits at the table and it holds no order; false when refused or gone. */
    async softDelete(scope: BranchScope, id: string, now: string): Promise<boolean> {
      const result = await guardedUpdate(executor, scope, id)
        .set((eb) => ({ deleted: 1, updated_at: now, version: eb('version', '+', 1) }))
        .where('busy', '=', 0)
        .where('current_order_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async roomExists(scope: BranchScope, roomId: string): Promise<boolean> {
      const row = await executor
        .selectFrom('rooms')
        .select('id')
        .where('id', '=', roomId)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type TablesQueries = ReturnType<typeof createTablesQueries>;

export function createTablesRepository(db: Db) {
  return {
    ...createTablesQueries(db),
    /** Runs the work in one transaction with the queries bound to it (and the transaction, for other owners). */
    transaction: <T>(work: (tables: TablesQueries, trx: Db) => Promise<T>) =>
      inTransaction(db, (trx) => work(createTablesQueries(trx), trx)),
  };
}
export type TablesRepository = ReturnType<typeof createTablesRepository>;
