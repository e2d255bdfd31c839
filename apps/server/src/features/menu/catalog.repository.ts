import {
  type CatalogProduct,
  type Category,
  type ExtrasGroup,
  type Money,
  money,
  type ProductCard,
  type ProductDetail,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

export interface ProductFilters {
  /** searchKey() of the text typed: lower-case, no accents. */
  search?: string | undefined;
  categoryId?: string | undefined;
}

interface ExtrasGroupRow {
  id: string;
  name: string;
  is_required: number;
  allow_multiple: number;
  min_items: number;
  max_items: number;
}

interface ExtrasOptionRow {
  id: string;
  group_id: string;
  name: string;
  price: Money;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Groups with their options, in the order the rows came (a product's page and the Sides panel). */
function toExtrasGroups(groups: readonly ExtrasGroupRow[], options: readonly ExtrasOptionRow[]): ExtrasGroup[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    isRequired: group.is_required === 1,
    allowMultiple: group.allow_multiple === 1,
    min: group.min_items,
    max: group.max_items,
    options: options
      .filter((option) => option.group_id === group.id)
      .map((option) => ({ id: option.id, name: option.name, price: option.price })),
  }));
}

/**
 * The shape of a stored catalog: raised when it changes, so a device keeping an older shape reads
 * the whole catalog again (2: cards carry their sizes and whether a choice is required).
 */
const CATALOG_FORMAT = 'f2';

/** The menu as the POS reads it: a category, a page or a product, or the whole of it for a device to keep. */
export function createCatalogRepository(db: Db) {
  /** Live products of live categories, optionally searched; no join, so a count is answered from an index. */
  const liveProducts = (scope: BranchScope, filters: ProductFilters = {}) => {
    let query = db
      .selectFrom('products as p')
      .where('p.business_id', '=', scope.businessId)
      .where('p.branch_id', '=', scope.branchId)
      .where('p.deleted', '=', 0)
      .where('p.active', '=', 1)
      .where('p.category_id', 'in', (eb) =>
        eb
          .selectFrom('categories')
          .select('id')
          .where('branch_id', '=', scope.branchId)
          .where('deleted', '=', 0)
          .where('active', '=', 1),
      );
    if (filters.search) query = query.where('p.search_name', 'like', `%${filters.search}%`);
    if (filters.categoryId) query = query.where('p.category_id', '=', filters.categoryId);
    return query;
  };

  const cards = (scope: BranchScope, filters?: ProductFilters) =>
    liveProducts(scope, filters).select((eb) => [
      'p.id',
      'p.name',
      'p.price',
      'p.image',
      'p.stock',
      'p.allow_without_stock',
      'p.category_id',
      eb
        .or([
          eb.exists(eb.selectFrom('product_sizes as s').select('s.id').whereRef('s.product_id', '=', 'p.id')),
          eb.exists(
            eb.selectFrom('product_extras_groups as x').select('x.group_id').whereRef('x.product_id', '=', 'p.id'),
          ),
        ])
        .as('has_options'),
      // A required extras group, not deleted, hangs on the product.
      eb
        .exists(
          eb
            .selectFrom('product_extras_groups as rx')
            .innerJoin('extras_groups as rg', 'rg.id', 'rx.group_id')
            .select('rx.group_id')
            .whereRef('rx.product_id', '=', 'p.id')
            .where('rg.is_required', '=', 1)
            .where('rg.deleted', '=', 0),
        )
        .as('requires_choice'),
    ]);

  type CardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number];
  type SizeRow = { id: string; product_id: string; name: string; price_delta: Money; stock: number | null };

  const sizesOf = (productIds: readonly string[]): Promise<SizeRow[]> =>
    productIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('product_sizes')
          .select(['id', 'product_id', 'name', 'price_delta', 'stock'])
          .where('product_id', 'in', [...productIds])
          .orderBy('product_id')
          .orderBy('sort')
          .execute();

  const toCard = (row: CardRow, sizes: readonly SizeRow[]): ProductCard => ({
    id: row.id,
    name: row.name,
    price: row.price,
    image: row.image,
    stock: row.stock,
    allowWithoutStock: row.allow_without_stock === 1,
    categoryId: row.category_id,
    hasOptions: Boolean(row.has_options),
    requiresChoice: Boolean(row.requires_choice),
    sizes: sizes.map((size) => ({
      id: size.id,
      name: size.name,
      price: money(row.price + size.price_delta),
      stock: size.stock,
    })),
  });

  /** Cards with their sizes: one more query for the whole list, none per product. */
  const toCards = async (rows: readonly CardRow[]): Promise<ProductCard[]> => {
    const sizes = groupBy(await sizesOf(rows.map((row) => row.id)), (size) => size.product_id);
    return rows.map((row) => toCard(row, sizes.get(row.id) ?? []));
  };

  /**
   * Extras options by name: one referencing a product is named and priced from it, and leaves
   * with it when the product is deleted or made unavailable (issue 16).
   */
  const optionsQuery = () =>
    db
      .selectFrom('extras_options as o')
      .leftJoin('products as op', 'op.id', 'o.product_id')
      .select(['o.id', 'o.group_id', 'o.name', 'o.price', 'op.name as product_name', 'op.price as product_price'])
      .where((eb) =>
        eb.or([eb('o.product_id', 'is', null), eb.and([eb('op.deleted', '=', 0), eb('op.active', '=', 1)])]),
      )
      .orderBy((eb) => eb.fn.coalesce('op.name', 'o.name'));
  type OptionQueryRow = Awaited<ReturnType<ReturnType<typeof optionsQuery>['execute']>>[number];
  const toOptionRows = (rows: OptionQueryRow[]): ExtrasOptionRow[] =>
    rows.map((row) => ({
      id: row.id,
      group_id: row.group_id,
      name: row.product_name ?? row.name,
      price: money(Number(row.product_price ?? row.price)),
    }));

  return {
    /** The branch's active categories in menu order, with how many active products each has. */
    async categories(scope: BranchScope): Promise<Category[]> {
      const rows = await db
        .selectFrom('categories as c')
        .leftJoin('products as p', (join) =>
          join.onRef('p.category_id', '=', 'c.id').on('p.deleted', '=', 0).on('p.active', '=', 1),
        )
        .select(['c.id', 'c.name', 'c.color', (eb) => eb.fn.count<number>('p.id').as('product_count')])
        .where('c.business_id', '=', scope.businessId)
        .where('c.branch_id', '=', scope.branchId)
        .where('c.deleted', '=', 0)
        .where('c.active', '=', 1)
        .groupBy(['c.id', 'c.name', 'c.color', 'c.sort'])
        .orderBy('c.sort')
        .orderBy('c.name')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        color: row.color,
        productCount: Number(row.product_count),
      }));
    },

    /** A category's products sorted by name (spec 01 §2 category screen). */
    async productsOfCategory(scope: BranchScope, categoryId: string): Promise<ProductCard[]> {
      const rows = await cards(scope)
        .where('p.category_id', '=', categoryId)
        .orderBy('p.name')
        .orderBy('p.id')
        .execute();
      return toCards(rows);
    },

    /** A page of products whose name contains the search (case and accents ignored). */
    async page(
      scope: BranchScope,
      request: { page: number; pageSize: number } & ProductFilters,
    ): Promise<{ content: ProductCard[]; totalElements: number }> {
      const [rows, total] = await Promise.all([
        cards(scope, request)
          .orderBy('p.name')
          .orderBy('p.id')
          .limit(request.pageSize)
          .offset(request.page * request.pageSize)
          .execute(),
        liveProducts(scope, request)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { content: await toCards(rows), totalElements: Number(total.total) };
    },

    async product(scope: BranchScope, productId: string): Promise<ProductDetail | undefined> {
      const row = await cards(scope)
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.description', 'p.printer_id', 'c.name as category_name'])
        .where('p.id', '=', productId)
        .executeTakeFirst();
      if (!row) return undefined;
      const [sizes, groups] = await Promise.all([
        sizesOf([productId]),
        db
          .selectFrom('product_extras_groups as pg')
          .innerJoin('extras_groups as g', 'g.id', 'pg.group_id')
          .select(['g.id', 'g.name', 'g.is_required', 'g.allow_multiple', 'g.min_items', 'g.max_items'])
          .where('pg.product_id', '=', productId)
          .where('g.deleted', '=', 0)
          .orderBy('pg.sort')
          .execute(),
      ]);
      const options = groups.length
        ? await optionsQuery()
            .where(
              'o.group_id',
              'in',
              groups.map((group) => group.id),
            )
            .execute()
            .then(toOptionRows)
        : [];
      return {
        ...toCard(row, sizes),
        description: row.description,
        printerId: row.printer_id,
        category: { id: row.category_id, name: row.category_name },
        sizes: sizes.map((size) => ({
          id: size.id,
          name: size.name,
          price: money(row.price + size.price_delta),
          priceDelta: size.price_delta,
          stock: size.stock,
        })),
        extrasGroups: toExtrasGroups(groups, options),
      };
    },

    /** The branch's extras groups with their options: the menu home's Sides panel. */
    async extrasGroups(scope: BranchScope): Promise<ExtrasGroup[]> {
      const groups = await db
        .selectFrom('extras_groups')
        .select(['id', 'name', 'is_required', 'allow_multiple', 'min_items', 'max_items'])
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .orderBy('name')
        .orderBy('id')
        .execute();
      const options = await optionsQuery()
        .innerJoin('extras_groups as g', 'g.id', 'o.group_id')
        .where('g.branch_id', '=', scope.branchId)
        .where('g.deleted', '=', 0)
        .execute()
        .then(toOptionRows);
      return toExtrasGroups(groups, options);
    },

    /**
     * Every live product of the branch with its sizes and extras group ids, sorted by name: what a
     * device stores to browse and search offline. Three queries, joined here, none per product.
     * With `updatedSince`, only those written at or after it.
     */
    async catalogProducts(scope: BranchScope, updatedSince?: string): Promise<CatalogProduct[]> {
      const [rows, sizes, links] = await Promise.all([
        liveProducts(scope)
          .$if(updatedSince !== undefined, (query) => query.where('p.updated_at', '>=', updatedSince!))
          .select(['p.id', 'p.name', 'p.price', 'p.image', 'p.stock', 'p.allow_without_stock', 'p.category_id'])
          .select(['p.description', 'p.printer_id'])
          .orderBy('p.name')
          .orderBy('p.id')
          .execute(),
        db
          .selectFrom('product_sizes')
          .innerJoin('products', 'products.id', 'product_sizes.product_id')
          .select([
            'product_sizes.id',
            'product_sizes.product_id',
            'product_sizes.name',
            'product_sizes.price_delta',
            'product_sizes.stock',
          ])
          .where('products.business_id', '=', scope.businessId)
          .where('products.branch_id', '=', scope.branchId)
          .$if(updatedSince !== undefined, (query) => query.where('products.updated_at', '>=', updatedSince!))
          .orderBy('product_sizes.product_id')
          .orderBy('product_sizes.sort')
          .execute(),
        db
          .selectFrom('product_extras_groups')
          .innerJoin('products', 'products.id', 'product_extras_groups.product_id')
          .innerJoin('extras_groups', 'extras_groups.id', 'product_extras_groups.group_id')
          .select(['product_extras_groups.product_id', 'product_extras_groups.group_id', 'extras_groups.is_required'])
          .where('products.business_id', '=', scope.businessId)
          .where('products.branch_id', '=', scope.branchId)
          .$if(updatedSince !== undefined, (query) => query.where('products.updated_at', '>=', updatedSince!))
          .where('extras_groups.deleted', '=', 0)
          .orderBy('product_extras_groups.product_id')
          .orderBy('product_extras_groups.sort')
          .execute(),
      ]);
      const sizesByProduct = groupBy(sizes, (size) => size.product_id);
      const linksByProduct = groupBy(links, (link) => link.product_id);
      return rows.map((row) => {
        const productSizes = sizesByProduct.get(row.id) ?? [];
        const productLinks = linksByProduct.get(row.id) ?? [];
        const extrasGroupIds = productLinks.map((link) => link.group_id);
        return {
          id: row.id,
          name: row.name,
          price: row.price,
          image: row.image,
          stock: row.stock,
          allowWithoutStock: row.allow_without_stock === 1,
          categoryId: row.category_id,
          hasOptions: productSizes.length > 0 || extrasGroupIds.length > 0,
          requiresChoice: productLinks.some((link) => link.is_required === 1),
          description: row.description,
          printerId: row.printer_id,
          sizes: productSizes.map((size) => ({
            id: size.id,
            name: size.name,
            priceDelta: size.price_delta,
            stock: size.stock,
          })),
          extrasGroupIds,
        };
      });
    },

    /** Every product of the branch written at or after `since`, live or not (a device drops those not live). */
    async productIdsChangedSince(scope: BranchScope, since: string): Promise<string[]> {
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('updated_at', '>=', since)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Changes whenever a product, category or extras group of the branch is added, changed or
     * removed (every write sets updated_at; removals are soft, and the counts catch any other).
     */
    async catalogVersion(scope: BranchScope): Promise<string> {
      const stamp = (table: 'products' | 'categories' | 'extras_groups') =>
        db
          .selectFrom(table)
          .select((eb) => [eb.fn.max('updated_at').as('latest'), eb.fn.countAll<number | string>().as('rows')])
          .where('business_id', '=', scope.businessId)
          .where('branch_id', '=', scope.branchId)
          .executeTakeFirstOrThrow()
          .then(({ latest, rows }) => `${latest ?? '-'}/${Number(rows)}`);
      const revision = db
        .selectFrom('branches')
        .select('catalog_revision')
        .where('id', '=', scope.branchId)
        .executeTakeFirst()
        .then((row) => `r${row?.catalog_revision ?? 0}`);
      const parts = await Promise.all([stamp('products'), stamp('categories'), stamp('extras_groups'), revision]);
      return [CATALOG_FORMAT, ...parts].join('|');
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
