import type { Money, ProductBulkPayload } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { createIngredientLinesRepository } from './ingredient-lines.repository.js';

/** A product as stored by a create or an edit: sizes as differences, locked fields already resolved. */
export interface ProductRecord {
  name: string;
  searchName: string;
  sku: string | null;
  price: Money;
  description: string | null;
  categoryId: string;
  printerId: string | null;
  locationId: string | null;
  supplierId: string | null;
  active: boolean;
  menuOnline: boolean;
  allowWithoutStock: boolean;
  isPrepared: boolean;
  isCalculatedCost: boolean;
  stockMinimum: number;
  /** Written by a create only: afterwards the stock moves through the ledger (or availability). */
  stock: number | null;
  productCost: Money;
}

export interface SizeRecord {
  id: string;
  name: string;
  priceDelta: Money;
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

const columnsOf = (product: ProductRecord) => ({
  name: product.name,
  search_name: product.searchName,
  sku: product.sku,
  price: product.price,
  description: product.description,
  category_id: product.categoryId,
  printer_id: product.printerId,
  location_id: product.locationId,
  supplier_id: product.supplierId,
  active: flag(product.active),
  menu_online: flag(product.menuOnline),
  allow_without_stock: flag(product.allowWithoutStock),
  is_prepared: flag(product.isPrepared),
  is_calculated_cost: flag(product.isCalculatedCost),
  stock_minimum: product.stockMinimum,
  product_cost: product.productCost,
});

/**
 * The one writer of `products` and `product_sizes` (issue 28): the inventory screen's edits, the
 * printing screen's assignment and stock's quantities all land here. Made on the caller's executor,
 * so each write joins the caller's transaction; the caller advances the catalog revision.
 */
export function createProductsRepository(db: Db) {
  const ingredientLines = createIngredientLinesRepository(db);

  /** Sizes in the form's order: kept ones by id (order lines point at them), the rest new. */
  async function replaceSizes(productId: string, sizes: readonly SizeRecord[]) {
    const kept = new Set(sizes.map((size) => size.id));
    const removed = (
      await db.selectFrom('product_sizes').select('id').where('product_id', '=', productId).execute()
    ).flatMap((row) => (kept.has(row.id) ? [] : [row.id]));
    if (removed.length > 0) {
      // A removed size's recipe lines (issue 17) leave with it: their key would refuse the delete.
      await ingredientLines.removeOfSizes(removed);
      await db.deleteFrom('product_sizes').where('id', 'in', removed).execute();
    }
    const existing = new Set(
      (await db.selectFrom('product_sizes').select('id').where('product_id', '=', productId).execute()).map(
        (size) => size.id,
      ),
    );
    for (const [sort, size] of sizes.entries()) {
      if (existing.has(size.id)) {
        await db
          .updateTable('product_sizes')
          .set({ name: size.name, price_delta: size.priceDelta, sort })
          .where('id', '=', size.id)
          .execute();
      } else {
        await db
          .insertInto('product_sizes')
          .values({ id: size.id, product_id: productId, name: size.name, price_delta: size.priceDelta, sort })
          .execute();
      }
    }
  }

  return {
    /** 'Activate all' / 'Activate only this': the products may be sold without stock. */
    async allowWithoutStock(scope: BranchScope, productIds: readonly string[] | 'all', now: string): Promise<number> {
      let query = db
        .updateTable('products')
        .set((eb) => ({ allow_without_stock: 1, updated_at: now, version: eb('version', '+', 1) }))
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('allow_without_stock', '=', 0);
      if (productIds !== 'all') query = query.where('id', 'in', [...productIds]);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Spec 02 printing: the selected products print on this printer (null: on the branch default). */
    async assignPrinter(scope: BranchScope, printerId: string | null, productIds: readonly string[], now: string) {
      const result = await db
        .updateTable('products')
        .set((eb) => ({ printer_id: printerId, updated_at: now, version: eb('version', '+', 1) }))
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('id', 'in', [...productIds])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async insert(
      scope: BranchScope,
      product: ProductRecord & { id: string; idCloud: string },
      sizes: readonly SizeRecord[],
      now: string,
    ) {
      await db
        .insertInto('products')
        .values({
          id: product.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          id_cloud: product.idCloud,
          image: null,
          created_at: now,
          updated_at: now,
          stock: product.stock,
          ...columnsOf(product),
        })
        .execute();
      await replaceSizes(product.id, sizes);
    },

    /** Edits when the version matches; false when the product is gone or changed meanwhile. */
    async update(scope: BranchScope, id: string, version: number, product: ProductRecord, now: string) {
      const result = await db
        .updateTable('products')
        .set((eb) => ({ ...columnsOf(product), updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    replaceSizes,

    /** Bumps the version of an edit that touched only related rows (extras groups, image). */
    async touch(scope: BranchScope, id: string, version: number, now: string, image?: string) {
      const result = await db
        .updateTable('products')
        .set((eb) => ({ updated_at: now, version: eb('version', '+', 1), ...(image ? { image } : {}) }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * One bulk action in one statement over the branch's live products; with versions, only rows
     * still at the version the client saw. The number of rows changed.
     */
    async bulk(
      scope: BranchScope,
      ids: readonly string[],
      versions: readonly number[] | undefined,
      payload: ProductBulkPayload,
      now: string,
    ): Promise<number> {
      const change =
        'deleted' in payload
          ? { deleted: 1 as const }
          : 'active' in payload
            ? { active: 0 as const }
            : 'menuOnline' in payload
              ? { menu_online: 0 as const }
              : 'printerId' in payload
                ? { printer_id: payload.printerId }
                : { allow_without_stock: 1 as const };
      let query = db
        .updateTable('products')
        .set((eb) => ({ ...change, updated_at: now, version: eb('version', '+', 1) }))
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0);
      query = versions
        ? query.where((eb) =>
            eb.or(ids.map((id, index) => eb.and([eb('id', '=', id), eb('version', '=', versions[index]!)]))),
          )
        : query.where('id', 'in', [...ids]);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Adds a signed change to a product that is not prepared (whole units), in one statement. A
     * product that does not track stock (null) is left alone unless `startTracking` (a purchase),
     * which counts it from 0. The product after it; undefined when not a live counted product.
     */
    async changeStock(scope: BranchScope, id: string, change: number, now: string, startTracking: boolean) {
      let query = db
        .updateTable('products')
        .set((eb) => ({ stock: eb(eb.fn.coalesce('stock', eb.lit(0)), '+', change), updated_at: now }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('is_prepared', '=', 0);
      if (!startTracking) query = query.where('stock', 'is not', null);
      const row = await query.returning(['name', 'stock', 'product_cost']).executeTakeFirst();
      return row && { name: row.name, stock: Number(row.stock), cost: Number(row.product_cost) };
    },

    /**
     * Sets a counted product's stock to the sum of its movements (what it holds by the ledger) and
     * answers it; undefined when it is not a counted product of the branch.
     */
    async recountStock(scope: BranchScope, id: string, now: string): Promise<number | undefined> {
      const row = await db
        .updateTable('products')
        .set((eb) => ({
          stock: eb.fn.coalesce(
            eb
              .selectFrom('stock_movements as m')
              .select((inner) => inner.fn.sum<number>('m.amount_entered').as('total'))
              .where('m.product_id', '=', id)
              .where('m.business_id', '=', scope.businessId)
              .where('m.branch_id', '=', scope.branchId),
            eb.lit(0),
          ),
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('is_prepared', '=', 0)
        .returning('stock')
        .executeTakeFirst();
      return row ? Number(row.stock) : undefined;
    },

    /** A prepared product's stock is what its ingredients cover: written so the catalog and its checks read it. */
    async setPreparedStock(id: string, stock: number | null, now: string) {
      await db
        .updateTable('products')
        .set((eb) => ({ stock, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** What one size's own recipe covers (null: the product's stock applies to it). */
    async setSizeStock(sizeId: string, stock: number | null) {
      await db.updateTable('product_sizes').set({ stock }).where('id', '=', sizeId).execute();
    },

    /** Every size of the product back to the product's stock: the dish has no recipe any more. */
    async clearSizeStock(productId: string) {
      await db.updateTable('product_sizes').set({ stock: null }).where('product_id', '=', productId).execute();
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
