import {
  type Ingredient,
  type IngredientEdit,
  type IngredientForm,
  type IngredientLinesEdit,
  ingredientLinesSchema,
  ingredientPageSchema,
  ingredientSchema,
  type LocationForm,
  locationPageSchema,
  locationSchema,
  type PreparedRecipeEdit,
  type ProductionRequest,
  preparedRecipeSchema,
  productionResultSchema,
  STOCK_PAGE_SIZE,
  type StockMovementCreate,
  type StockMovementPageRequest,
  type SupplierForm,
  stockMovementPageSchema,
  stockMovementSchema,
  supplierSchema,
} from '@comandero/domain';
import { z } from 'zod';
import { api } from '../../app/api';

export type IngredientFilters = { name?: string; lowStock?: boolean; locationId?: string };
export type MovementFilters = NonNullable<StockMovementPageRequest['filters']>;

/** Everything under ['stock'] is the stock screens' view: a write reads it all again. */
export const stockKeys = {
  all: ['stock'] as const,
  ingredients: ['stock', 'ingredients'] as const,
  ingredientPage: (page: number, filters: IngredientFilters) =>
    ['stock', 'ingredients', 'page', page, filters] as const,
  ingredient: (id: string) => ['stock', 'ingredients', 'detail', id] as const,
  ingredientOptions: (name: string) => ['stock', 'ingredients', 'options', name] as const,
  ingredientRecipe: (id: string) => ['stock', 'ingredients', 'recipe', id] as const,
  movements: ['stock', 'movements'] as const,
  movementPage: (page: number, filters: MovementFilters) => ['stock', 'movements', 'page', page, filters] as const,
  locations: ['stock', 'locations'] as const,
  locationPage: (page: number) => ['stock', 'locations', 'page', page] as const,
  /** The one supplier cache: the pickers' options by name; every supplier write refreshes it all. */
  suppliers: ['stock', 'suppliers'] as const,
  supplierOptions: (name: string) => ['stock', 'suppliers', 'options', name] as const,
  users: ['stock', 'users'] as const,
  productLines: (id: string) => ['stock', 'lines', 'product', id] as const,
  optionLines: (id: string) => ['stock', 'lines', 'option', id] as const,
};

/** The ingredients list (spec 02 §2): 20 a page; `page` counts from 0. */
export const fetchIngredientsPage = (page: number, filters: IngredientFilters, pageSize = STOCK_PAGE_SIZE) =>
  api.post('/ingredients-stock/page', { page, pageSize, filters }, ingredientPageSchema);

/** Spec 02 §9: an ingredient search offers 15 results. */
export const searchIngredients = async (name: string): Promise<Ingredient[]> =>
  (await fetchIngredientsPage(0, name ? { name } : {}, 15)).content;

export const fetchIngredient = (id: string) => api.get(`/ingredients-stock/${id}`, ingredientSchema);
export const createIngredient = (form: IngredientForm) => api.post('/ingredients-stock', form, ingredientSchema);
export const updateIngredient = (id: string, edit: IngredientEdit) =>
  api.put(`/ingredients-stock/${id}`, edit, ingredientSchema);
export const deleteIngredient = (id: string) => api.delete(`/ingredients-stock/${id}`, null);

export const fetchIngredientMovements = (id: string, page: number) =>
  api.post(
    `/ingredients-stock/${id}/movements`,
    { page, pageSize: STOCK_PAGE_SIZE, filters: {} },
    stockMovementPageSchema,
  );

export const fetchLocations = () => api.get('/locations', z.array(locationSchema));
/** Spec 02 §7: GET /locations/page?page&pageSize; `page` counts from 0. */
export const fetchLocationPage = (page: number) =>
  api.get(`/locations/page?page=${page}&pageSize=${STOCK_PAGE_SIZE}`, locationPageSchema);
export const createLocation = (form: LocationForm) => api.post('/locations', form, locationSchema);

/** Suppliers for a select: the first 100 whose name has `name` (a restaurant has a handful). */
export const fetchSuppliers = async (name = '') =>
  (
    await api.post(
      '/suppliers/page',
      { page: 0, pageSize: 100, filters: name ? { name } : {} },
      z.object({ content: z.array(supplierSchema) }),
    )
  ).content;
export const createSupplier = (form: SupplierForm) => api.post('/suppliers', form, supplierSchema);

export const fetchMovementsPage = (page: number, filters: MovementFilters) =>
  api.post('/movements/page', { page, pageSize: STOCK_PAGE_SIZE, filters }, stockMovementPageSchema);
export const createMovement = (movement: StockMovementCreate) =>
  api.post('/movements', movement, z.array(stockMovementSchema));

export const fetchProductLines = (productId: string) =>
  api.get(`/menu-product-items/${productId}/ingredients`, ingredientLinesSchema);
export const saveProductLines = (productId: string, edit: IngredientLinesEdit) =>
  api.put(`/menu-product-items/${productId}/ingredients`, edit, ingredientLinesSchema);
export const fetchOptionLines = (optionId: string) =>
  api.get(`/extras-options/${optionId}/ingredients`, ingredientLinesSchema);
export const saveOptionLines = (optionId: string, edit: IngredientLinesEdit) =>
  api.put(`/extras-options/${optionId}/ingredients`, edit, ingredientLinesSchema);

/** A prepared ingredient's batch (sub-recipe): its yield and component lines. */
export const fetchIngredientRecipe = (id: string) => api.get(`/ingredients-stock/${id}/recipe`, preparedRecipeSchema);
export const saveIngredientRecipe = (id: string, edit: PreparedRecipeEdit) =>
  api.put(`/ingredients-stock/${id}/recipe`, edit, preparedRecipeSchema);
/** Makes a quantity of a prepared ingredient from its components, in one write. */
export const produceIngredient = (id: string, request: ProductionRequest) =>
  api.post(`/ingredients-stock/${id}/produce`, request, productionResultSchema);
