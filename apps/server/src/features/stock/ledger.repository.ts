import type { MovementType, StockMovement, StockMovementPageRequest, UnitId } from '@comandero/domain';
import { money } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { StockMovementsTable } from '../../db/schema.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { createProductsRepository } from '../menu/products.repository.js';
import { createIngredientsRepository } from './ingredients.repository.js';

export type MovementRow = Omit<StockMovementsTable, 'business_id' | 'branch_id' | 'order_number'> & {
  order_number?: string | null;
};

/** The stock row after a change: its new quantity, read back from the same statement. */
export interface ChangedStock {
  name: string;
  unit: UnitId | 'product';
  after: number;
  cost: number;
}

/**
 * The movement ledger and the quantities it moves: it writes the movements; ingredients' quantities
 * and products' stock through their owners (ingredients, menu's products). Made on a transaction too.
 */
export function createLedgerRepository(db: Db) {
  const products = createProductsRepository(db);
  const ingredients = createIngredientsRepository(db);
  return {
    /**
     * Adds a signed change to an ingredient in one statement (two concurrent sales both land);
     * undefined when the ingredient is not the branch's.
     */
    async changeIngredient(scope: BranchScope, id: string, change: number, now: string) {
      const row = await ingredients.changeQuantity(scope, id, change, now);
      return row
        ? ({
            name: row.name,
            unit: row.unit as UnitId,
            after: Number(row.quantity),
            cost: Number(row.cost),
          } as ChangedStock)
        : undefined;
    },

    /**
     * The same for a product that is not prepared (whole units), through the menu's products
     * repository (the one writer of products). A product that does not track stock (null) is left
     * alone unless `startTracking` (a purchase), which counts it from 0.
     */
    async changeProduct(scope: BranchScope, id: string, change: number, now: string, startTracking: boolean) {
      const row = await products.changeStock(scope, id, change, now, startTracking);
      return row ? ({ name: row.name, unit: 'product', after: row.stock, cost: row.cost } as ChangedStock) : undefined;
    },

    /**
     * Sets a counted product's stock to the sum of its movements (what it holds by the ledger) and
     * answers it; undefined when it is not a counted product of the branch. A product that was
     * prepared, or was given a quantity with no movement before issue 27, starts again from there.
     */
    recountProduct: products.recountStock,

    async insert(scope: BranchScope, movement: MovementRow) {
      await db
        .insertInto('stock_movements')
        .values({ ...movement, business_id: scope.businessId, branch_id: scope.branchId })
        .execute();
    },

    /** The branch refuses to take stock below zero (a preference, off by default). */
    async refusesNegative(branchId: string): Promise<boolean> {
      const row = await db
        .selectFrom('preferences')
        .select('refuse_negative_stock')
        .where('branch_id', '=', branchId)
        .executeTakeFirst();
      return row?.refuse_negative_stock === 1;
    },

    /** The ingredients one write moved (its movements share the user and the instant). */
    async ingredientsMovedAt(scope: BranchScope, now: string, userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('stock_movements')
        .select('ingredient_id')
        .distinct()
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('created_at', '=', now)
        .where('user_id', '=', userId)
        .where('ingredient_id', 'is not', null)
        .execute();
      return rows.map((row) => row.ingredient_id!);
    },

    /** Newest first, 20 a page, by day range, supplier, user, name and what it moved. */
    async page(scope: BranchScope, request: StockMovementPageRequest & { ids?: readonly string[] }) {
      const { filters } = request;
      let query = db
        .selectFrom('stock_movements as m')
        .leftJoin('ingredients as i', 'i.id', 'm.ingredient_id')
        .leftJoin('products as p', 'p.id', 'm.product_id')
        .leftJoin('suppliers as s', 's.id', 'm.supplier_id')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .where('m.business_id', '=', scope.businessId)
        .where('m.branch_id', '=', scope.branchId);
      if (request.ids) query = query.where('m.id', 'in', [...request.ids]);
      if (filters.dateStart) query = query.where('m.day', '>=', filters.dateStart);
      if (filters.dateEnd) query = query.where('m.day', '<=', filters.dateEnd);
      if (filters.supplierId) query = query.where('m.supplier_id', '=', filters.supplierId);
      if (filters.userId) query = query.where('m.user_id', '=', filters.userId);
      if (filters.ingredientId) query = query.where('m.ingredient_id', '=', filters.ingredientId);
      if (filters.productId) query = query.where('m.product_id', '=', filters.productId);
      if (filters.orderId) query = query.where('m.order_id', '=', filters.orderId);
      if (filters.type) query = query.where('m.type', '=', filters.type);
      if (filters.name) {
        const pattern = `%${filters.name.toLowerCase()}%`;
        query = query.where((eb) =>
          eb.or([eb('i.search_name', 'like', pattern), eb('p.search_name', 'like', pattern)]),
        );
      }
      const { total } = await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('m')
        .select([
          'i.name as ingredient_name',
          'i.unit',
          'p.name as product_name',
          's.name as supplier_name',
          'u.name as user_name',
        ])
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(request.pageSize)
        .offset(request.page * request.pageSize)
        .execute();
      const content: StockMovement[] = rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        type: row.type as MovementType,
        entity: row.ingredient_id ? 'ingredients' : 'products',
        ingredientId: row.ingredient_id,
        productId: row.product_id,
        name: row.ingredient_name ?? row.product_name ?? '',
        unit: row.ingredient_id ? (row.unit ?? '') : 'product',
        amountBefore: Number(row.amount_before),
        amountEntered: Number(row.amount_entered),
        amountAfter: Number(row.amount_after),
        cost: money(Number(row.cost)),
        valueUnit: money(Number(row.value_unit)),
        expiration: row.expiration,
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        invoiceNumber: row.invoice_number,
        orderNumber: row.order_number,
        observation: row.observation,
        orderId: row.order_id,
        purchaseId: row.purchase_id,
        user: { id: row.user_id, name: row.user_name },
      }));
      return { content, totalElements: Number(total) };
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
