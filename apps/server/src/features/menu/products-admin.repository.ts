import { money, type ProductAdminDetail, type ProductAdminRow, sizesFromDeltas } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { createProductsRepository } from './products.repository.js';

export type { ProductRecord, SizeRecord } from './products.repository.js';

export interface ProductAdminFilters {
  /** searchKey() of the text typed. */
  search?: string | undefined;
  categoryId?: string | undefined;
  active?: boolean | undefined;
  isPrepared?: boolean | undefined;
  includeDeleted?: boolean | undefined;
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/**
 * The products list and modal of the inventory screen: its reads, images and extras groups; the
 * products and sizes through their owner (products.repository.ts). Made on a transaction too.
 */
export function createProductsAdminRepository(db: Db) {
  const scoped = (scope: BranchScope, filters: ProductAdminFilters = {}) => {
    let query = db
      .selectFrom('products as p')
      .where('p.business_id', '=', scope.businessId)
      .where('p.branch_id', '=', scope.branchId);
    if (!filters.includeDeleted) query = query.where('p.deleted', '=', 0);
    if (filters.search) query = query.where('p.search_name', 'like', `%${filters.search.replace(/[%_]/g, '')}%`);
    if (filters.categoryId) query = query.where('p.category_id', '=', filters.categoryId);
    if (filters.active !== undefined) query = query.where('p.active', '=', flag(filters.active));
    if (filters.isPrepared !== undefined) query = query.where('p.is_prepared', '=', flag(filters.isPrepared));
    return query;
  };

  const rows = (scope: BranchScope, filters?: ProductAdminFilters) =>
    scoped(scope, filters)
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select((eb) => [
        'p.id',
        'p.id_cloud',
        'p.name',
        'p.sku',
        'p.price',
        'p.category_id',
        'c.name as category_name',
        'p.stock',
        'p.stock_minimum',
        'p.image',
        'p.printer_id',
        'p.active',
        'p.menu_online',
        'p.allow_without_stock',
        'p.is_prepared',
        'p.is_calculated_cost',
        'p.deleted',
        'p.version',
        eb
          .selectFrom('product_sizes as s')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .whereRef('s.product_id', '=', 'p.id')
          .as('size_count'),
        eb
          .exists(eb.selectFrom('recipe_lines as r').select('r.id').whereRef('r.product_id', '=', 'p.id'))
          .as('has_recipe'),
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

  const toRow = (row: Row): ProductAdminRow => ({
    id: row.id,
    idCloud: row.id_cloud,
    name: row.name,
    sku: row.sku,
    price: money(Number(row.price)),
    category: { id: row.category_id, name: row.category_name },
    stock: row.stock,
    stockMinimum: row.stock_minimum,
    lowStock: row.stock !== null && row.stock <= row.stock_minimum,
    image: row.image,
    printerId: row.printer_id,
    active: row.active === 1,
    menuOnline: row.menu_online === 1,
    allowWithoutStock: row.allow_without_stock === 1,
    isPrepared: row.is_prepared === 1,
    // SQLite answers 1/0, PostgreSQL true/false.
    hasRecipe: Boolean(row.has_recipe),
    isCalculatedCost: row.is_calculated_cost === 1,
    sizeCount: Number(row.size_count ?? 0),
    deleted: row.deleted === 1,
    version: row.version,
  });

  return {
    // Writes to products and product_sizes are the products repository's (their one writer), on this executor.
    ...createProductsRepository(db),

    /** A page of the list in name order (accents and case ignored), with the total. */
    async page(
      scope: BranchScope,
      request: { page: number; pageSize: number } & ProductAdminFilters,
    ): Promise<{ content: ProductAdminRow[]; totalElements: number }> {
      const [found, total] = await Promise.all([
        rows(scope, request)
          .orderBy('p.search_name')
          .orderBy('p.id')
          .limit(request.pageSize)
          .offset(request.page * request.pageSize)
          .execute(),
        scoped(scope, request)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { content: found.map(toRow), totalElements: Number(total.total) };
    },

    /** The modal's detail: sizes with absolute prices, attached extras groups in the product's order. */
    async detail(scope: BranchScope, id: string): Promise<ProductAdminDetail | undefined> {
      const row = await rows(scope, { includeDeleted: true })
        .select(['p.description', 'p.product_cost', 'p.location_id', 'p.supplier_id'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const [sizes, groups] = await Promise.all([
        db
          .selectFrom('product_sizes')
          .select(['id', 'name', 'price_delta'])
          .where('product_id', '=', id)
          .orderBy('sort')
          .execute(),
        db
          .selectFrom('product_extras_groups as pg')
          .innerJoin('extras_groups as g', 'g.id', 'pg.group_id')
          .select(['g.id', 'g.name', 'g.is_required', 'g.min_items', 'g.max_items'])
          .where('pg.product_id', '=', id)
          .where('g.deleted', '=', 0)
          .orderBy('pg.sort')
          .execute(),
      ]);
      const base = toRow(row);
      return {
        ...base,
        description: row.description,
        productCost: money(Number(row.product_cost)),
        locationId: row.location_id,
        supplierId: row.supplier_id,
        sizes: sizes.map((size) => {
          const priceDelta = money(Number(size.price_delta));
          const [absolute] = sizesFromDeltas(base.price, [{ name: size.name, priceDelta }]);
          return { id: size.id, name: size.name, price: absolute!.price, priceDelta };
        }),
        extrasGroups: groups.map((group) => ({
          id: group.id,
          name: group.name,
          isRequired: group.is_required === 1,
          min: group.min_items,
          max: group.max_items,
        })),
      };
    },

    /** The product a client's idCloud already made in this branch. */
    async idOfCloud(scope: BranchScope, idCloud: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('products')
        .select('id')
        .where('branch_id', '=', scope.branchId)
        .where('business_id', '=', scope.businessId)
        .where('id_cloud', '=', idCloud)
        .executeTakeFirst();
      return row?.id;
    },

    /** What an edit keeps of the stored product (locked fields) and the sizes it may keep by id. */
    async current(scope: BranchScope, id: string) {
      const row = await scoped(scope)
        .select(['p.id', 'p.stock', 'p.product_cost', 'p.version', 'p.is_prepared'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const sizes = await db.selectFrom('product_sizes').select('id').where('product_id', '=', id).execute();
      return {
        stock: row.stock,
        productCost: money(Number(row.product_cost)),
        version: row.version,
        sizeIds: new Set(sizes.map((size) => size.id)),
      };
    },

    async exists(scope: BranchScope, id: string, options: { includeDeleted?: boolean } = {}): Promise<boolean> {
      const row = await scoped(scope, options).select('p.id').where('p.id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Size names of live products of the branch, by product (extras options' 'SIZES REQUIRED'). */
    async sizeNames(scope: BranchScope, productIds: readonly string[]): Promise<Map<string, string[]> | null> {
      const ids = [...new Set(productIds)];
      if (ids.length === 0) return new Map();
      const live = await scoped(scope).select('p.id').where('p.id', 'in', ids).execute();
      if (live.length !== ids.length) return null;
      const sizes = await db
        .selectFrom('product_sizes')
        .select(['product_id', 'name'])
        .where('product_id', 'in', ids)
        .orderBy('sort')
        .execute();
      const byProduct = new Map<string, string[]>(ids.map((id) => [id, []]));
      for (const size of sizes) byProduct.get(size.product_id)?.push(size.name);
      return byProduct;
    },

    /** The product's extras groups, in this order. */
    async replaceExtrasGroups(productId: string, groupIds: readonly string[]) {
      await db.deleteFrom('product_extras_groups').where('product_id', '=', productId).execute();
      if (groupIds.length === 0) return;
      await db
        .insertInto('product_extras_groups')
        .values(groupIds.map((groupId, sort) => ({ product_id: productId, group_id: groupId, sort })))
        .execute();
    },

    /** How many of these ids are live products of the branch. */
    async liveCount(scope: BranchScope, ids: readonly string[]): Promise<number> {
      const { total } = await scoped(scope)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('p.id', 'in', [...ids])
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    async saveImage(productId: string, image: { contentType: string; data: string }, now: string) {
      await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
      await db
        .insertInto('product_images')
        .values({ product_id: productId, content_type: image.contentType, data: image.data, updated_at: now })
        .execute();
    },

    /** A live product's picture (any branch: the URL is what the product's image field carries). */
    image: (productId: string) =>
      db
        .selectFrom('product_images as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.content_type', 'i.data'])
        .where('i.product_id', '=', productId)
        .where('p.deleted', '=', 0)
        .executeTakeFirst(),

    async printerOfBranch(scope: BranchScope, printerId: string): Promise<boolean> {
      const row = await db
        .selectFrom('printers')
        .select('id')
        .where('id', '=', printerId)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A location or a supplier a form names is the branch's (another tenant's id is refused). */
    async stockReferenceOfBranch(scope: BranchScope, table: 'stock_locations' | 'suppliers', id: string) {
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async liveCategory(scope: BranchScope, categoryId: string): Promise<boolean> {
      const row = await db
        .selectFrom('categories')
        .select('id')
        .where('id', '=', categoryId)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return row !== undefined;
    },

    async liveExtrasGroups(scope: BranchScope, groupIds: readonly string[]): Promise<number> {
      if (groupIds.length === 0) return 0;
      const { total } = await db
        .selectFrom('extras_groups')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('id', 'in', [...groupIds])
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(total);
    },
  };
}
export type ProductsAdminRepository = ReturnType<typeof createProductsAdminRepository>;
