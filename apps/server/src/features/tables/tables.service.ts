import {
  type CreateTable,
  canTransferFrom,
  canTransferTo,
  freeSlotFor,
  type Table,
  type TransferTable,
  type UpdateTable,
  type Viewer,
  wouldStackOrders,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError, conflict, forbidden, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { EventBus } from '../events/event-bus.js';
import type { TablesRepository } from './tables.repository.js';

const tableExists = () => new AppError(409, 'TABLE_EXISTS', 'The table number already exists, try another one');
const positionTaken = () => new AppError(409, 'TABLE_POSITION_TAKEN', 'a table already exists in this position');
const occupied = (table: Table) =>
  new AppError(409, 'TABLE_OCCUPIED', 'The table is occupied', { user: table.user?.name ?? null });
const hasOrder = () =>
  new AppError(409, 'TABLE_HAS_ORDER', 'The table has an order: close it or release it before deleting the table');
const changedMeanwhile = () => conflict('The table was changed on another terminal, try again');

/** The orders' one writer (orders feature, lent by app.ts: orders imports tables), on a transaction. */
export interface TableOrders {
  /** The order follows its guests to another table. */
  moveToTable(orderId: string, tableId: string, now: string): Promise<void>;
}

export function createTablesService(deps: {
  tables: TablesRepository;
  orders: (executor: Db) => TableOrders;
  events: EventBus;
  clock: Clock;
}) {
  const { tables, events, clock } = deps;
  const viewerOf = (auth: AuthContext): Viewer => ({
    userId: auth.userId,
    roleName: auth.roleName,
    politics: auth.politics,
  });
  const now = () => clock.now().toISOString();

  async function load(scope: BranchScope, id: string): Promise<Table> {
    const table = await tables.find(scope, id);
    if (!table) throw notFound('Table');
    return table;
  }

  function publish(scope: BranchScope, table: Table): Table {
    events.publish(scope.branchId, { type: 'table.changed', table });
    return table;
  }

  /** Read inside a write's transaction: the table as it answers the write. */
  async function loadWith(trx: Pick<TablesRepository, 'find'>, scope: BranchScope, id: string): Promise<Table> {
    const table = await trx.find(scope, id);
    if (!table) throw notFound('Table');
    return table;
  }

  /** Number unique in the branch, slot free in its room, room of this branch. */
  async function checkPlacement(scope: BranchScope, selfId: string | null, wanted: Partial<Table>) {
    if (wanted.roomId && !(await tables.roomExists(scope, wanted.roomId))) throw notFound('Room');
    if (wanted.numberTable !== undefined) {
      const holder = await tables.findByNumber(scope, wanted.numberTable);
      if (holder && holder.id !== selfId) throw tableExists();
    }
    if (wanted.position !== undefined && wanted.position !== null) {
      const holder = await tables.findInSlot(scope, wanted.roomId ?? null, wanted.position);
      if (holder && holder.id !== selfId) throw positionTaken();
    }
  }

  /** The unique indexes are the last word when two terminals race past the checks. */
  async function mapUniqueViolation<T>(scope: BranchScope, work: () => Promise<T>, numberTable?: number): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (numberTable !== undefined && (await tables.findByNumber(scope, numberTable))) throw tableExists();
      throw positionTaken();
    }
  }

  return {
    list: (auth: AuthContext) => tables.list(branchScope(auth)),

    get: (auth: AuthContext, id: string) => load(branchScope(auth), id),

    async getByNumber(auth: AuthContext, numberTable: number): Promise<Table> {
      const table = await tables.findByNumber(branchScope(auth), numberTable);
      if (!table) throw notFound('Table');
      return table;
    },

    async create(auth: AuthContext, table: CreateTable): Promise<Table> {
      const scope = branchScope(auth);
      const id = table.id ?? newId();
      if (table.id && (await tables.find(scope, id))) throw conflict('The table already exists');
      await checkPlacement(scope, null, table);
      const created = await mapUniqueViolation(
        scope,
        () =>
          tables.transaction(async (trx) => {
            await trx.create(scope, { ...table, id }, now());
            return loadWith(trx, scope, id);
          }),
        table.numberTable,
      );
      return publish(scope, created);
    },

    async update(auth: AuthContext, id: string, patch: UpdateTable): Promise<Table> {
      const scope = branchScope(auth);
      const current = await load(scope, id);
      const { version, ...changes } = patch;
      // Moved to another room without a slot (the tables admin list): its own slot there if free, else the first free.
      if (changes.roomId !== undefined && changes.roomId !== current.roomId && changes.position === undefined) {
        if (changes.roomId && !(await tables.roomExists(scope, changes.roomId))) throw notFound('Room');
        const slot = freeSlotFor(await tables.positionsIn(scope, changes.roomId, id), current.position);
        if (slot === null) throw positionTaken();
        changes.position = slot;
      }
      await checkPlacement(scope, id, {
        ...changes,
        roomId: changes.roomId !== undefined ? changes.roomId : current.roomId,
        position: changes.position ?? (changes.roomId !== undefined ? current.position : undefined),
      });
      const updated = await mapUniqueViolation(
        scope,
        () =>
          tables.transaction(async (trx) => {
            if (!(await trx.update(scope, id, changes, version, now()))) throw changedMeanwhile();
            return loadWith(trx, scope, id);
          }),
        changes.numberTable,
      );
      return publish(scope, updated);
    },

    /** Soft delete (tables admin); refused while the table has guests or an order. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const scope = branchScope(auth);
      const table = await load(scope, id);
      if (table.busy || table.currentOrderId) throw hasOrder();
      await tables.transaction(async (trx) => {
        if (await trx.softDelete(scope, id, now())) return;
        // Taken between the read and the delete: the order wins.
        if (await trx.find(scope, id)) throw hasOrder();
        throw notFound('Table');
      });
      events.publish(scope.branchId, { type: 'table.removed', tableId: id });
    },

    /** Exactly one of two terminals taking the same free table wins; the other gets 409. */
    async occupy(auth: AuthContext, id: string, people: number): Promise<Table> {
      const scope = branchScope(auth);
      const taken = await tables.transaction(async (trx) => {
        if (!(await trx.occupy(scope, id, auth.userId, people, now()))) throw occupied(await loadWith(trx, scope, id));
        return loadWith(trx, scope, id);
      });
      return publish(scope, taken);
    },

    /** Moves user, people, order and discount from source to destination in one transaction. */
    async transfer(auth: AuthContext, request: TransferTable): Promise<{ source: Table; destination: Table }> {
      const scope = branchScope(auth);
      const viewer = viewerOf(auth);
      const moved = await tables.transaction(async (trx, executor) => {
        const source = await trx.find(scope, request.sourceId);
        const destination = await trx.find(scope, request.destinationId);
        if (!source || !destination) throw notFound('Table');
        if (!canTransferFrom(viewer, source)) throw forbidden();
        if (!canTransferTo(viewer, destination)) throw occupied(destination);
        if (!source.busy && !source.currentOrderId) throw conflict('The table has nothing to transfer');
        if (wouldStackOrders(source, destination))
          throw conflict('Both tables have an order; merge the tables instead');
        const stamp = now();
        const joined = destination.busy;
        const moved = await trx.assign(
          scope,
          destination.id,
          {
            userId: destination.user?.id ?? source.user?.id ?? auth.userId,
            people: joined ? (destination.people ?? 0) + (source.people ?? 0) : source.people,
            currentOrderId: destination.currentOrderId ?? source.currentOrderId,
            discount: joined ? await trx.discountOf(scope, destination.id) : await trx.discountOf(scope, source.id),
            // The guests who sat first set the clock.
            seatedAt: [destination.seatedAt, source.seatedAt].filter((at) => at !== null).sort()[0] ?? stamp,
          },
          destination.version,
          stamp,
        );
        const emptied = await trx.assign(
          scope,
          source.id,
          { userId: null, people: null, currentOrderId: null, discount: null, seatedAt: null },
          source.version,
          stamp,
        );
        if (!moved || !emptied) throw changedMeanwhile();
        if (source.currentOrderId)
          await deps.orders(executor).moveToTable(source.currentOrderId, destination.id, stamp);
        return {
          source: await loadWith(trx, scope, request.sourceId),
          destination: await loadWith(trx, scope, request.destinationId),
        };
      });
      return { source: publish(scope, moved.source), destination: publish(scope, moved.destination) };
    },
  };
}
export type TablesService = ReturnType<typeof createTablesService>;
