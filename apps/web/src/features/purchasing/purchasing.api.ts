import {
  type ExpenseEdit,
  type ExpenseFilters,
  type ExpenseForm,
  type ExpensePage,
  expensePageSchema,
  expenseSchema,
  type IngredientPage,
  ingredientPageSchema,
  type Location,
  locationSchema,
  type ProductAdminPage,
  type PurchaseCreate,
  type PurchasePage,
  productAdminPageSchema,
  purchasePageSchema,
  purchaseSchema,
  STOCK_PAGE_SIZE,
  type StockCountCreate,
  type StockCountReport,
  type StockMovementPage,
  type SupplierForm,
  stockCountReportSchema,
  stockMovementPageSchema,
  stockMovementSchema,
  supplierSchema,
  type WasteCreate,
} from '@comandero/domain';
import { z } from 'zod';
import { api } from '../../app/api';

/** Everything under ['purchasing']: a purchase, waste or count changes stock, so a write reads it all again. */
export const purchasingKeys = {
  all: ['purchasing'] as const,
  vendors: ['purchasing', 'vendors'] as const,
  vendorPage: (page: number, name: string) => ['purchasing', 'vendors', page, name] as const,
  purchasePage: (page: number, invoice: string) => ['purchasing', 'purchases', page, invoice] as const,
  wastePage: (page: number, name: string) => ['purchasing', 'waste', page, name] as const,
  expenses: ['purchasing', 'expenses'] as const,
  expensePage: (page: number, filters: ExpenseFilters) => ['purchasing', 'expenses', page, filters] as const,
  ingredients: (name: string, locationId?: string) => ['purchasing', 'ingredients', name, locationId ?? ''] as const,
  locations: ['purchasing', 'locations'] as const,
  countedProducts: (name: string) => ['purchasing', 'products', name] as const,
};

const supplierPageSchema = z.object({ content: z.array(supplierSchema), totalElements: z.number().int() });

/** Vendors, 20 a page by name (`page` counts from 0). */
export const fetchVendorsPage = (page: number, name: string) =>
  api.post('/suppliers/page', { page, pageSize: STOCK_PAGE_SIZE, filters: name ? { name } : {} }, supplierPageSchema);

export const createVendor = (form: SupplierForm) => api.post('/suppliers', form, supplierSchema);
export const updateVendor = (id: string, form: SupplierForm) => api.put(`/suppliers/${id}`, form, supplierSchema);
export const deleteVendor = (id: string) => api.delete(`/suppliers/${id}`, null);

export const fetchPurchasesPage = (page: number, invoiceNumber: string): Promise<PurchasePage> =>
  api.post(
    '/purchases/page',
    { page, pageSize: STOCK_PAGE_SIZE, filters: invoiceNumber ? { invoiceNumber } : {} },
    purchasePageSchema,
  );

export const createPurchase = (form: PurchaseCreate) => api.post('/purchases', form, purchaseSchema);

/** The waste list is the ledger's 'Salida - Merma' movements. */
export const fetchWastePage = (page: number, name: string): Promise<StockMovementPage> =>
  api.post(
    '/movements/page',
    { page, pageSize: STOCK_PAGE_SIZE, filters: { type: 'Salida - Merma', ...(name ? { name } : {}) } },
    stockMovementPageSchema,
  );

export const recordWaste = (form: WasteCreate) => api.post('/trashes', form, z.array(stockMovementSchema));

/** A location's ingredients for a count (the item pickers search with stock's IngredientPicker). */
export const fetchIngredients = (name: string, locationId?: string, pageSize = 15): Promise<IngredientPage> =>
  api.post(
    '/ingredients-stock/page',
    { page: 0, pageSize, filters: { ...(name ? { name } : {}), ...(locationId ? { locationId } : {}) } },
    ingredientPageSchema,
  );

/** Counted (not prepared) products by name, what a purchase can buy besides ingredients (spec 02 §7 selects). */
export const fetchCountedProducts = (name: string): Promise<ProductAdminPage> =>
  api.post(
    '/menu-product-items/page',
    { page: 0, pageSize: 15, filters: { isPrepared: false, ...(name ? { name } : {}) } },
    productAdminPageSchema,
  );

export const fetchLocations = (): Promise<Location[]> => api.get('/locations', z.array(locationSchema));

export const recordCount = (form: StockCountCreate): Promise<StockCountReport> =>
  api.post('/stock-counts', form, stockCountReportSchema);

/** Non-stock expenses, newest day first, 20 a page, with the totals of everything the filters match. */
export const fetchExpensesPage = (page: number, filters: ExpenseFilters): Promise<ExpensePage> =>
  api.post('/expenses/page', { page, pageSize: STOCK_PAGE_SIZE, filters }, expensePageSchema);

export const createExpense = (form: ExpenseForm) => api.post('/expenses', form, expenseSchema);
export const updateExpense = (id: string, edit: ExpenseEdit) => api.put(`/expenses/${id}`, edit, expenseSchema);
export const deleteExpense = (id: string) => api.delete(`/expenses/${id}`, null);
