import type {
  Ingredient,
  IngredientEdit,
  IngredientForm,
  IngredientPageRequest,
  LocationForm,
  Supplier,
  SupplierForm,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { StockStore, StockUnit } from './stock-unit.js';

const inUse = () =>
  new AppError(409, 'ERROR_REMOVE_RELATION', 'The record cannot be deleted, it is associated with products');

/** Ingredients (quantity only through movements), their locations and the vendors (spec 02 §3). */
export function createIngredientsService(deps: { store: StockStore; clock: Clock }) {
  const { store, clock } = deps;
  const now = () => clock.now().toISOString();

  /** A location and a supplier named by a form must be the branch's (another tenant's id is not found). */
  async function checkReferences(unit: StockUnit, scope: BranchScope, form: Partial<IngredientForm>) {
    if (form.locationId && !(await unit.ingredients.locationExists(scope, form.locationId))) throw notFound('Location');
    if (form.supplierId && !(await unit.suppliers.exists(scope, form.supplierId))) throw notFound('Supplier');
  }

  async function found(scope: BranchScope, id: string): Promise<Ingredient> {
    const ingredient = await store.ingredients.get(scope, id);
    if (!ingredient) throw notFound('Ingredient');
    return ingredient;
  }

  return {
    async page(auth: AuthContext, request: IngredientPageRequest) {
      const { page, pageSize, filters } = request;
      const result = await store.ingredients.page(branchScope(auth), { page, pageSize, ...filters });
      return { ...result, page, pageSize };
    },

    detail: (auth: AuthContext, id: string) => found(branchScope(auth), id),

    /** New ingredients start at quantity 0 in the branch's default inventory unless another is named. */
    async create(auth: AuthContext, form: IngredientForm): Promise<Ingredient> {
      const scope = branchScope(auth);
      const id = newId();
      return store.transaction(async (unit) => {
        await checkReferences(unit, scope, form);
        const locationId = form.locationId ?? (await unit.ingredients.defaultLocation(scope, now()));
        await unit.ingredients.insert(
          scope,
          id,
          {
            name: form.name,
            description: form.description ?? null,
            unit: form.unit,
            locationId,
            sku: form.sku ?? null,
            cost: form.cost,
            supplierId: form.supplierId ?? null,
            stockMinimum: form.stockMinimum,
          },
          now(),
        );
        return (await unit.ingredients.get(scope, id))!;
      });
    },

    async edit(auth: AuthContext, id: string, edit: IngredientEdit): Promise<Ingredient> {
      const scope = branchScope(auth);
      return store.transaction(async (unit) => {
        await checkReferences(unit, scope, edit);
        if (!(await unit.ingredients.update(scope, id, edit, now()))) throw notFound('Ingredient');
        return (await unit.ingredients.get(scope, id))!;
      });
    },

    /** Soft delete, refused while a recipe or an extras option uses it. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const scope = branchScope(auth);
      await store.transaction(async (unit) => {
        if (!(await unit.ingredients.get(scope, id))) throw notFound('Ingredient');
        if ((await unit.ingredients.uses(id)) > 0) throw inUse();
        await unit.ingredients.softDelete(scope, id, now());
      });
    },

    /** The branch's locations, the default inventory made on first visit (spec 02 §2). */
    async locations(auth: AuthContext) {
      const scope = branchScope(auth);
      await store.ingredients.defaultLocation(scope, now());
      return store.ingredients.locations(scope);
    },

    async locationPage(auth: AuthContext, request: { page: number; pageSize: number }) {
      const scope = branchScope(auth);
      await store.ingredients.defaultLocation(scope, now());
      const result = await store.ingredients.locationPage(scope, request.page, request.pageSize);
      return { ...result, ...request };
    },

    async createLocation(auth: AuthContext, form: LocationForm) {
      const scope = branchScope(auth);
      return store.transaction(async (unit) => {
        await unit.ingredients.insertLocation(scope, form.name, form.description ?? null, now());
        const made = (await unit.ingredients.locations(scope)).find((location) => location.name === form.name);
        return made!;
      });
    },

    suppliers: {
      async page(
        auth: AuthContext,
        request: { page: number; pageSize: number; filters: { name?: string | undefined } },
      ) {
        const { page, pageSize, filters } = request;
        const result = await store.suppliers.page(branchScope(auth), { page, pageSize, name: filters.name });
        return { ...result, page, pageSize };
      },
      async detail(auth: AuthContext, id: string): Promise<Supplier> {
        const supplier = await store.suppliers.get(branchScope(auth), id);
        if (!supplier) throw notFound('Supplier');
        return supplier;
      },
      async create(auth: AuthContext, form: SupplierForm): Promise<Supplier> {
        const scope = branchScope(auth);
        const id = newId();
        const record = { name: form.name, phone: form.phone ?? null, address: form.address ?? null };
        return store.transaction(async (unit) => {
          await unit.suppliers.insert(scope, id, record, now());
          return (await unit.suppliers.get(scope, id))!;
        });
      },
      async edit(auth: AuthContext, id: string, form: SupplierForm): Promise<Supplier> {
        const scope = branchScope(auth);
        const record = { name: form.name, phone: form.phone ?? null, address: form.address ?? null };
        return store.transaction(async (unit) => {
          if (!(await unit.suppliers.update(scope, id, record, now()))) throw notFound('Supplier');
          return (await unit.suppliers.get(scope, id))!;
        });
      },
      async remove(auth: AuthContext, id: string): Promise<void> {
        await store.transaction(async (unit) => {
          if (!(await unit.suppliers.update(branchScope(auth), id, { deleted: true }, now())))
            throw notFound('Supplier');
        });
      },
    },
  };
}
export type IngredientsService = ReturnType<typeof createIngredientsService>;
