import {
  DEFAULT_LOCATION_DESCRIPTION,
  defaultLocationName,
  type Ingredient,
  money,
  searchKey,
  type UnitId,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import { newId } from '../../shared/ids.js';

export interface IngredientRecord {
  name: string;
  description: string | null;
  unit: UnitId;
  locationId: string | null;
  sku: string | null;
  cost: number;
  supplierId: string | null;
  stockMinimum: number;
}

/** Ingredients and their locations; only this file writes their SQL (the ledger moves the quantity through it). */
export function createIngredientsRepository(db: Db) {
  const scoped = (scope: BranchScope) =>
    db
      .selectFrom('ingredients as i')
      .leftJoin('stock_locations as l', 'l.id', 'i.location_id')
      .leftJoin('suppliers as s', 's.id', 'i.supplier_id')
      .where('i.business_id', '=', scope.businessId)
      .where('i.branch_id', '=', scope.branchId)
      .where('i.deleted', '=', 0);

  return {
    async page(
      scope: BranchScope,
      request: {
        page: number;
        pageSize: number;
        name?: string | undefined;
        lowStock?: boolean | undefined;
        locationId?: string | undefined;
        ids?: readonly string[];
      },
    ) {
      let query = scoped(scope);
      if (request.name) query = query.where('i.search_name', 'like', `%${searchKey(request.name)}%`);
      if (request.lowStock) query = query.whereRef('i.quantity', '<=', 'i.stock_minimum');
      if (request.locationId) query = query.where('i.location_id', '=', request.locationId);
      if (request.ids) query = query.where('i.id', 'in', [...request.ids]);
      const { total } = await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('i')
        .select(['l.name as location_name', 's.name as supplier_name'])
        .orderBy('i.search_name')
        .orderBy('i.id')
        .limit(request.pageSize)
        .offset(request.page * request.pageSize)
        .execute();
      const content: Ingredient[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        unit: row.unit as UnitId,
        locationId: row.location_id,
        locationName: row.location_name,
        sku: row.sku,
        cost: money(Number(row.cost)),
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        stockMinimum: Number(row.stock_minimum),
        quantity: Number(row.quantity),
        lowStock: Number(row.quantity) <= Number(row.stock_minimum),
        prepared: row.recipe_yield !== null,
        createdAt: row.created_at,
      }));
      return { content, totalElements: Number(total) };
    },

    async get(scope: BranchScope, id: string): Promise<Ingredient | undefined> {
      return (await this.page(scope, { page: 0, pageSize: 1, ids: [id] })).content[0];
    },

    /** Units and names of the branch's ingredients among ids (the others are not the branch's). */
    async units(scope: BranchScope, ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, { unit: UnitId; quantity: number; cost: number; name: string }>();
      const rows = await scoped(scope)
        .select(['i.id', 'i.unit', 'i.quantity', 'i.cost', 'i.name'])
        .where('i.id', 'in', [...ids])
        .execute();
      return new Map(
        rows.map((row) => [
          row.id,
          { unit: row.unit as UnitId, quantity: Number(row.quantity), cost: Number(row.cost), name: row.name },
        ]),
      );
    },

    async insert(scope: BranchScope, id: string, record: IngredientRecord, now: string) {
      await db
        .insertInto('ingredients')
        .values({
          id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          name: record.name,
          search_name: searchKey(record.name),
          description: record.description,
          unit: record.unit,
          location_id: record.locationId,
          sku: record.sku,
          cost: money(record.cost),
          supplier_id: record.supplierId,
          stock_minimum: record.stockMinimum,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    /** Edits the fields given (never unit nor quantity); false when it is not the branch's. */
    async update(scope: BranchScope, id: string, change: Partial<Omit<IngredientRecord, 'unit'>>, now: string) {
      const result = await db
        .updateTable('ingredients')
        .set((eb) => ({
          ...(change.name !== undefined ? { name: change.name, search_name: searchKey(change.name) } : {}),
          ...(change.description !== undefined ? { description: change.description } : {}),
          ...(change.locationId !== undefined ? { location_id: change.locationId } : {}),
          ...(change.sku !== undefined ? { sku: change.sku } : {}),
          ...(change.cost !== undefined ? { cost: money(change.cost) } : {}),
          ...(change.supplierId !== undefined ? { supplier_id: change.supplierId } : {}),
          ...(change.stockMinimum !== undefined ? { stock_minimum: change.stockMinimum } : {}),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async softDelete(scope: BranchScope, id: string, now: string) {
      const result = await db
        .updateTable('ingredients')
        .set({ deleted: 1, updated_at: now })
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Recipes, extras options and prepared ingredients that use it (it cannot be deleted while used). */
    /**
     * Adds a signed change to an ingredient's quantity in one statement (two concurrent sales both
     * land): the ledger's movements call it. The row after it; undefined when not the branch's.
     */
    async changeQuantity(scope: BranchScope, id: string, change: number, now: string) {
      return db
        .updateTable('ingredients')
        .set((eb) => ({ quantity: eb('quantity', '+', change), updated_at: now }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .returning(['name', 'unit', 'quantity', 'cost'])
        .executeTakeFirst();
    },

    /** A prepared ingredient's batch yield (null: no longer prepared), set with its recipe. */
    async setRecipeYield(scope: BranchScope, id: string, recipeYield: number | null, now: string) {
      await db
        .updateTable('ingredients')
        .set((eb) => ({ recipe_yield: recipeYield, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .execute();
    },

    async uses(id: string): Promise<number> {
      const recipes = await db
        .selectFrom('recipe_lines')
        .select('id')
        .where('ingredient_id', '=', id)
        .limit(1)
        .execute();
      const options = await db
        .selectFrom('option_ingredient_lines')
        .select('id')
        .where('ingredient_id', '=', id)
        .limit(1)
        .execute();
      const batches = await db
        .selectFrom('ingredient_recipe_lines')
        .select('id')
        .where('component_id', '=', id)
        .limit(1)
        .execute();
      return recipes.length + options.length + batches.length;
    },

    async locations(scope: BranchScope) {
      return db
        .selectFrom('stock_locations')
        .select(['id', 'name', 'description'])
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .orderBy('name')
        .execute();
    },

    /** A page of the branch's locations in name order, with their total. */
    async locationPage(scope: BranchScope, page: number, pageSize: number) {
      const base = db
        .selectFrom('stock_locations')
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId);
      const [content, total] = await Promise.all([
        base
          .select(['id', 'name', 'description'])
          .orderBy('name')
          .orderBy('id')
          .limit(pageSize)
          .offset(page * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { content, totalElements: Number(total.total) };
    },

    async locationExists(scope: BranchScope, id: string) {
      return (await this.locations(scope)).some((location) => location.id === id);
    },

    async insertLocation(scope: BranchScope, name: string, description: string | null, now: string) {
      const id = newId();
      // The unique (branch, name) index lets only one of two simultaneous creates through.
      await db
        .insertInto('stock_locations')
        .values({ id, business_id: scope.businessId, branch_id: scope.branchId, name, description, created_at: now })
        .onConflict((oc) => oc.columns(['branch_id', 'name']).doNothing())
        .execute();
    },

    /**
     * The branch's default inventory, made on first use (spec 02 §2): the first location described
     * 'Inventario por defecto', named business_branch (spec 02 §9).
     */
    async defaultLocation(scope: BranchScope, now: string): Promise<string> {
      const find = async () =>
        db
          .selectFrom('stock_locations')
          .select(['id'])
          .where('business_id', '=', scope.businessId)
          .where('branch_id', '=', scope.branchId)
          .where('description', '=', DEFAULT_LOCATION_DESCRIPTION)
          .orderBy('created_at')
          .orderBy('id')
          .executeTakeFirst();
      const found = await find();
      if (found) return found.id;
      const names = await db
        .selectFrom('branches')
        .innerJoin('businesses', 'businesses.id', 'branches.business_id')
        .select(['businesses.name as business', 'branches.name as branch'])
        .where('branches.id', '=', scope.branchId)
        .executeTakeFirstOrThrow();
      const name = defaultLocationName(names.business, names.branch);
      await this.insertLocation(scope, name, DEFAULT_LOCATION_DESCRIPTION, now);
      // A location the branch made with that name already stands in for it.
      const made = (await find()) ?? (await this.locations(scope)).find((location) => location.name === name);
      return made!.id;
    },
  };
}
export type IngredientsRepository = ReturnType<typeof createIngredientsRepository>;
