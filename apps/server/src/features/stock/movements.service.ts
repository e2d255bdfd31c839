import {
  costOfQuantity,
  formatDay,
  money,
  type PurchaseCreate,
  type StockCountCreate,
  type StockCountReport,
  type StockMovement,
  type StockMovementCreate,
  type StockMovementPageRequest,
  signedChange,
  type WasteCreate,
} from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { Unit } from '../../shared/transaction.js';
import { type MovementContext, recordMovement } from './record-movement.js';
import { refreshAvailability } from './refresh-availability.js';
import type { StockStore, StockUnit } from './stock-unit.js';

const notSelected = () => new AppError(400, 'NOT_SELECTED', 'NOT SELECTED');

/** The ledger's writes: movements by hand, purchases, waste and counts; each in one transaction. */
/** The preferences repository's stock switch; it owns the `preferences` row (lent by app.ts: it imports checkout). */
export interface StockPreference {
  setRefusesNegativeStock(branchId: string, refuse: boolean, now: string): Promise<boolean>;
}

export function createMovementsService(deps: {
  store: StockStore;
  /** Runs the switch's write in one transaction, its answer stored with it. */
  preference: Unit<StockPreference>;
  clock: Clock;
  timeZone: string;
  catalogChanged: (branchId: string) => void;
}) {
  const { store, clock, timeZone } = deps;

  /**
   * A transaction of movements: afterwards the dishes using the moved ingredients get their
   * availability again in it, and the terminals hear of it once it committed.
   */
  async function moving<T>(context: MovementContext, work: (unit: StockUnit) => Promise<T>): Promise<T> {
    let changed = false;
    const result = await store.transaction(async (unit) => {
      context.refuseNegative = await unit.ledger.refusesNegative(context.scope.branchId);
      const answer = await work(unit);
      const moved = await unit.ledger.ingredientsMovedAt(context.scope, context.now, context.userId);
      changed = await refreshAvailability(unit, context.scope, moved, context.now);
      return answer;
    });
    if (changed) deps.catalogChanged(context.scope.branchId);
    return result;
  }

  function contextOf(auth: AuthContext): MovementContext {
    const instant = clock.now();
    return {
      scope: branchScope(auth),
      userId: auth.userId,
      now: instant.toISOString(),
      day: formatDay(instant, timeZone),
    };
  }

  async function movementsById(auth: AuthContext, ids: readonly string[]): Promise<StockMovement[]> {
    if (ids.length === 0) return [];
    const { content } = await store.ledger.page(branchScope(auth), { page: 0, pageSize: ids.length, filters: {}, ids });
    return content;
  }

  return {
    /** The branch's stock preference: whether sales and exits may go below zero. */
    async settings(auth: AuthContext) {
      return { refuseNegativeStock: await store.ledger.refusesNegative(branchScope(auth).branchId) };
    },

    async setSettings(auth: AuthContext, settings: { refuseNegativeStock: boolean }) {
      const { branchId } = branchScope(auth);
      return deps.preference(async (preferences) => {
        const now = clock.now().toISOString();
        if (!(await preferences.setRefusesNegativeStock(branchId, settings.refuseNegativeStock, now)))
          throw notFound('Preferences');
        return settings;
      });
    },

    async page(auth: AuthContext, request: StockMovementPageRequest) {
      const result = await store.ledger.page(branchScope(auth), request);
      return { ...result, page: request.page, pageSize: request.pageSize };
    },

    async detail(auth: AuthContext, id: string): Promise<StockMovement> {
      const [movement] = await movementsById(auth, [id]);
      if (!movement) throw notFound('Movement');
      return movement;
    },

    /** The movement form: one movement per item, all or none (spec 02 §5: 'NOT SELECTED' without items). */
    async create(auth: AuthContext, request: StockMovementCreate): Promise<StockMovement[]> {
      if (request.items.length === 0) throw notSelected();
      const context = contextOf(auth);
      // The answer is read inside the transaction: a keyed request stores it with the write.
      return moving(context, async (unit) => {
        if (request.supplierId && !(await unit.suppliers.exists(context.scope, request.supplierId)))
          throw notFound('Supplier');
        const made: string[] = [];
        for (const item of request.items) {
          const amount = item.decrease ? -item.quantity : item.quantity;
          const moved = await recordMovement(unit.ledger, context, {
            type: request.type,
            ingredientId: item.ingredientId,
            productId: item.productId,
            change: signedChange(request.type, amount),
            cost: item.cost,
            costFromStock: item.cost === undefined,
            expiration: item.expiration,
            supplierId: request.supplierId,
            observation: request.observation,
            // Only the return-exit type carries an order number (the form shows it for no other).
            orderNumber: request.type === 'Salida - Devolucion' ? request.orderNumber : null,
          });
          made.push(moved!.id);
        }
        const { content } = await unit.ledger.page(context.scope, {
          page: 0,
          pageSize: made.length,
          filters: {},
          ids: made,
        });
        return content;
      });
    },

    /** A purchase: its items become 'Entrada - Compra' movements, in the transaction that records it. */
    async purchase(auth: AuthContext, request: PurchaseCreate) {
      if (request.items.length === 0) throw notSelected();
      const context = contextOf(auth);
      const id = newId();
      const itemsTotal = request.items.reduce((sum, item) => sum + item.total, 0);
      const totalInvoice = request.totalInvoice ?? itemsTotal;
      return moving(context, async (unit) => {
        if (!(await unit.suppliers.exists(context.scope, request.supplierId))) throw notFound('Supplier');
        await unit.purchases.insert(
          context.scope,
          {
            id,
            supplierId: request.supplierId,
            invoiceNumber: request.invoiceNumber,
            date: request.date ?? context.day,
            totalInvoice,
            // An empty Total pagado is nothing paid yet (issue 30 item 8): the list shows it all as overdue.
            totalPaid: request.totalPaid ?? 0,
            createdBy: auth.userId,
          },
          context.now,
        );
        for (const item of request.items) {
          await recordMovement(unit.ledger, context, {
            type: 'Entrada - Compra',
            ingredientId: item.ingredientId,
            productId: item.productId,
            change: item.quantity,
            cost: money(item.total),
            expiration: item.expiration,
            supplierId: request.supplierId,
            invoiceNumber: request.invoiceNumber,
            purchaseId: id,
          });
        }
        const { content } = await unit.purchases.page(context.scope, { page: 0, pageSize: 1, ids: [id] });
        return content[0]!;
      });
    },

    async purchases(
      auth: AuthContext,
      request: {
        page: number;
        pageSize: number;
        filters: { supplierId?: string | undefined; invoiceNumber?: string | undefined };
      },
    ) {
      const { page, pageSize, filters } = request;
      const result = await store.purchases.page(branchScope(auth), { page, pageSize, ...filters });
      return { ...result, page, pageSize };
    },

    /** Waste (trashes): each item a 'Salida - Merma' valued at its cost, the reason as observation. */
    async waste(auth: AuthContext, request: WasteCreate): Promise<StockMovement[]> {
      return this.create(auth, {
        type: 'Salida - Merma',
        observation: request.reason,
        items: request.items.map((item) => ({ ...item, decrease: false })),
      });
    },

    /**
     * A stock count: each counted ingredient of the location moves to what was counted through an
     * 'Entrada - Conteo' or 'Salida - Conteo'; the answer is the variance (theoretical vs counted).
     */
    async count(auth: AuthContext, request: StockCountCreate): Promise<StockCountReport> {
      if (request.counts.length === 0) throw notSelected();
      const context = contextOf(auth);
      return moving(context, async (unit) => {
        if (!(await unit.ingredients.locationExists(context.scope, request.locationId))) throw notFound('Location');
        const known = await unit.ingredients.units(
          context.scope,
          request.counts.map((count) => count.ingredientId),
        );
        const lines: StockCountReport['lines'] = [];
        // A fixed order of rows: two counts at once cannot wait on each other.
        const counts = [...request.counts].sort((a, b) => a.ingredientId.localeCompare(b.ingredientId));
        for (const count of counts) {
          const ingredient = known.get(count.ingredientId);
          if (!ingredient) throw notFound('Ingredient');
          // Locked by the update itself: the difference is taken from the quantity at this moment.
          const zero = await unit.ledger.changeIngredient(context.scope, count.ingredientId, 0, context.now);
          const theoretical = zero!.after;
          const difference = count.counted - theoretical;
          const moved =
            difference === 0
              ? null
              : await recordMovement(unit.ledger, context, {
                  type: difference > 0 ? 'Entrada - Conteo' : 'Salida - Conteo',
                  ingredientId: count.ingredientId,
                  change: difference,
                  costFromStock: true,
                  observation: request.observation,
                });
          const value = costOfQuantity(money(ingredient.cost), Math.abs(difference), ingredient.unit);
          lines.push({
            ingredientId: count.ingredientId,
            name: ingredient.name,
            unit: ingredient.unit,
            theoretical,
            counted: count.counted,
            difference,
            value: money(difference < 0 ? -value : value),
            movementId: moved?.id ?? null,
          });
        }
        return { lines, totalValue: money(lines.reduce((sum, line) => sum + line.value, 0)) };
      });
    },
  };
}
export type MovementsService = ReturnType<typeof createMovementsService>;
