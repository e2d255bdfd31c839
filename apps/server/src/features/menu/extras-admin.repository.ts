import { type ExtrasGroupAdmin, type Money, money } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { createIngredientLinesRepository } from './ingredient-lines.repository.js';

export interface ExtrasGroupRecord {
  name: string;
  price: Money;
  min: number;
  max: number;
  isRequired: boolean;
  allowMultiple: boolean;
}

/** An option as stored: a product reference (name and price come from it) or a named option. */
export interface ExtrasOptionRecord {
  id: string;
  productId: string | null;
  name: string;
  price: Money;
  quantity: number;
  sizes: { name: string; quantity: number | null }[];
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** The extras (sides) tab: groups, their options and which products use them. Made on a transaction too. */
export function createExtrasAdminRepository(db: Db) {
  // The lines' one writer, on this executor: a removed option's lines leave in the same transaction.
  const ingredientLines = createIngredientLinesRepository(db);
  const scoped = (scope: BranchScope) =>
    db
      .selectFrom('extras_groups as g')
      .where('g.business_id', '=', scope.businessId)
      .where('g.branch_id', '=', scope.branchId);

  const columns = [
    'g.id',
    'g.id_cloud',
    'g.name',
    'g.price',
    'g.min_items',
    'g.max_items',
    'g.is_required',
    'g.allow_multiple',
    'g.deleted',
    'g.version',
  ] as const;
  type Row = {
    id: string;
    id_cloud: string | null;
    name: string;
    price: Money;
    min_items: number;
    max_items: number;
    is_required: number;
    allow_multiple: number;
    deleted: number;
    version: number;
  };

  /** Groups with their options (named from their products) and how many live products use each. */
  async function withOptions(rows: readonly Row[]): Promise<ExtrasGroupAdmin[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [options, uses] = await Promise.all([
      db
        .selectFrom('extras_options as o')
        .leftJoin('products as p', 'p.id', 'o.product_id')
        .select(['o.id', 'o.group_id', 'o.product_id', 'o.quantity', 'o.size_quantities', 'o.name', 'o.price'])
        .select(['p.name as product_name', 'p.price as product_price'])
        .where('o.group_id', 'in', ids)
        .orderBy('o.sort')
        .orderBy('o.name')
        .execute(),
      db
        .selectFrom('product_extras_groups as pg')
        .innerJoin('products as p', 'p.id', 'pg.product_id')
        .select(['pg.group_id', (eb) => eb.fn.countAll<number | string>().as('total')])
        .where('pg.group_id', 'in', ids)
        .where('p.deleted', '=', 0)
        .groupBy('pg.group_id')
        .execute(),
    ]);
    const used = new Map(uses.map((use) => [use.group_id, Number(use.total)]));
    return rows.map((row) => ({
      id: row.id,
      idCloud: row.id_cloud,
      name: row.name,
      price: money(Number(row.price)),
      min: row.min_items,
      max: row.max_items,
      isRequired: row.is_required === 1,
      allowMultiple: row.allow_multiple === 1,
      options: options
        .filter((option) => option.group_id === row.id)
        .map((option) => ({
          id: option.id,
          productId: option.product_id,
          name: option.product_name ?? option.name,
          price: money(Number(option.product_price ?? option.price)),
          quantity: option.quantity,
          sizes: JSON.parse(option.size_quantities) as ExtrasGroupAdmin['options'][number]['sizes'],
        })),
      productCount: used.get(row.id) ?? 0,
      deleted: row.deleted === 1,
      version: row.version,
    }));
  }

  return {
    async page(
      scope: BranchScope,
      request: { page: number; pageSize: number; name?: string; isRequired?: boolean; includeDeleted?: boolean },
    ): Promise<{ content: ExtrasGroupAdmin[]; totalElements: number }> {
      let query = scoped(scope);
      if (!request.includeDeleted) query = query.where('g.deleted', '=', 0);
      if (request.name) {
        const text = `%${request.name.toLowerCase().replace(/[%_]/g, '')}%`;
        query = query.where((eb) => eb(eb.fn('lower', ['g.name']), 'like', text));
      }
      if (request.isRequired !== undefined) query = query.where('g.is_required', '=', flag(request.isRequired));
      const [rows, total] = await Promise.all([
        query
          .select(columns)
          .orderBy('g.name')
          .orderBy('g.id')
          .limit(request.pageSize)
          .offset(request.page * request.pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { content: await withOptions(rows), totalElements: Number(total.total) };
    },

    /** The branch's groups with these ids, deleted ones too, in name order. */
    async byIds(scope: BranchScope, ids: readonly string[]): Promise<ExtrasGroupAdmin[]> {
      if (ids.length === 0) return [];
      const rows = await scoped(scope)
        .select(columns)
        .where('g.id', 'in', [...ids])
        .orderBy('g.name')
        .orderBy('g.id')
        .execute();
      return withOptions(rows);
    },

    async idOfCloud(scope: BranchScope, idCloud: string): Promise<string | undefined> {
      const row = await scoped(scope).select('g.id').where('g.id_cloud', '=', idCloud).executeTakeFirst();
      return row?.id;
    },

    /** Option ids of a live group of the branch (an edit keeps these by id); undefined when none. */
    async optionIds(scope: BranchScope, groupId: string): Promise<Set<string> | undefined> {
      const group = await scoped(scope)
        .select('g.id')
        .where('g.id', '=', groupId)
        .where('g.deleted', '=', 0)
        .executeTakeFirst();
      if (!group) return undefined;
      const rows = await db.selectFrom('extras_options').select('id').where('group_id', '=', groupId).execute();
      return new Set(rows.map((row) => row.id));
    },

    async insert(
      scope: BranchScope,
      group: ExtrasGroupRecord & { id: string; idCloud: string },
      options: readonly ExtrasOptionRecord[],
      now: string,
    ) {
      await db
        .insertInto('extras_groups')
        .values({
          id: group.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          id_cloud: group.idCloud,
          name: group.name,
          price: group.price,
          min_items: group.min,
          max_items: group.max,
          is_required: flag(group.isRequired),
          allow_multiple: flag(group.allowMultiple),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.replaceOptions(group.id, options);
    },

    async update(scope: BranchScope, id: string, version: number, group: ExtrasGroupRecord, now: string) {
      const result = await db
        .updateTable('extras_groups')
        .set((eb) => ({
          name: group.name,
          price: group.price,
          min_items: group.min,
          max_items: group.max,
          is_required: flag(group.isRequired),
          allow_multiple: flag(group.allowMultiple),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The group's options in the editor's order: kept ones by id, the rest new, the missing ones removed. */
    async replaceOptions(groupId: string, options: readonly ExtrasOptionRecord[]) {
      const kept = new Set(options.map((option) => option.id));
      const removed = (
        await db.selectFrom('extras_options').select('id').where('group_id', '=', groupId).execute()
      ).flatMap((row) => (kept.has(row.id) ? [] : [row.id]));
      if (removed.length > 0) {
        // A removed option's ingredient lines (issue 17) leave with it: their key would refuse the delete.
        await ingredientLines.removeOfOptions(removed);
        await db.deleteFrom('extras_options').where('id', 'in', removed).execute();
      }
      const existing = new Set(
        (await db.selectFrom('extras_options').select('id').where('group_id', '=', groupId).execute()).map(
          (row) => row.id,
        ),
      );
      for (const [sort, option] of options.entries()) {
        const values = {
          name: option.name,
          price: option.price,
          product_id: option.productId,
          quantity: option.quantity,
          size_quantities: JSON.stringify(option.sizes),
          sort,
        };
        if (existing.has(option.id)) {
          await db.updateTable('extras_options').set(values).where('id', '=', option.id).execute();
        } else {
          await db
            .insertInto('extras_options')
            .values({ id: option.id, group_id: groupId, ...values })
            .execute();
        }
      }
    },

    /** How many of the groups live products still offer. */
    async inUse(scope: BranchScope, ids: readonly string[]): Promise<number> {
      const { total } = await db
        .selectFrom('product_extras_groups as pg')
        .innerJoin('products as p', 'p.id', 'pg.product_id')
        .select((eb) => eb.fn.count<number | string>('pg.group_id').distinct().as('total'))
        .where('pg.group_id', 'in', [...ids])
        .where('p.business_id', '=', scope.businessId)
        .where('p.branch_id', '=', scope.branchId)
        .where('p.deleted', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    /** Soft delete or restore in one statement; with versions, only rows still at those versions. */
    async setDeleted(
      scope: BranchScope,
      ids: readonly string[],
      versions: readonly number[] | undefined,
      deleted: boolean,
      now: string,
    ): Promise<number> {
      let query = db
        .updateTable('extras_groups')
        .set((eb) => ({ deleted: flag(deleted), updated_at: now, version: eb('version', '+', 1) }))
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId);
      query = versions
        ? query.where((eb) =>
            eb.or(ids.map((id, index) => eb.and([eb('id', '=', id), eb('version', '=', versions[index]!)]))),
          )
        : query.where('id', 'in', [...ids]);
      return Number((await query.executeTakeFirst()).numUpdatedRows);
    },

    async count(scope: BranchScope, ids: readonly string[]): Promise<number> {
      const { total } = await scoped(scope)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('g.id', 'in', [...ids])
        .executeTakeFirstOrThrow();
      return Number(total);
    },
  };
}
export type ExtrasAdminRepository = ReturnType<typeof createExtrasAdminRepository>;
