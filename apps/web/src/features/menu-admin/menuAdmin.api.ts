import {
  bulkUpdateResultSchema,
  type CategoryAdmin,
  type CategoryEdit,
  categoryAdminSchema,
  EXTRAS_PAGE_SIZE,
  type ExtrasGroupAdmin,
  type ExtrasGroupFormInput,
  extrasAdminPageSchema,
  extrasGroupAdminSchema,
  MENU_ADMIN_PAGE_SIZE,
  type Printer,
  type ProductAdminDetail,
  type ProductAdminPageRequest,
  type ProductBulkPayload,
  type ProductFormInput,
  type ProductImageUpload,
  printerSchema,
  productAdminDetailSchema,
  productAdminPageSchema,
  productImageAnswerSchema,
} from '@comandero/domain';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { api } from '../../app/api';

export type ProductFilters = NonNullable<ProductAdminPageRequest['filters']>;

/** Everything under ['menu-admin'] is the back office's view of the catalog: a write reads it all again. */
export const menuAdminKeys = {
  all: ['menu-admin'] as const,
  products: ['menu-admin', 'products'] as const,
  productPage: (page: number, filters: ProductFilters) => ['menu-admin', 'products', 'page', page, filters] as const,
  product: (id: string) => ['menu-admin', 'products', 'detail', id] as const,
  extras: ['menu-admin', 'extras'] as const,
  extrasPage: (page: number, name: string) => ['menu-admin', 'extras', 'page', page, name] as const,
  categories: ['menu-admin', 'categories'] as const,
  printers: ['menu-admin', 'printers'] as const,
};

/** The products list (spec 02 §2): 20 a page; `page` counts from 0. */
export const fetchProductsPage = (page: number, filters: ProductFilters) =>
  api.post('/menu-product-items/page', { page, pageSize: MENU_ADMIN_PAGE_SIZE, filters }, productAdminPageSchema);

export const fetchProduct = (id: string): Promise<ProductAdminDetail> =>
  api.get(`/menu-product-items/${id}`, productAdminDetailSchema);

/** Create carries the client's idCloud: the same create sent twice makes one product (spec 02 §3). */
export async function createProduct(form: ProductFormInput, idCloud: string = uuidv7()): Promise<ProductAdminDetail> {
  const [created] = await api.post(
    '/menu-product-items',
    [{ ...form, idCloud }],
    z.array(productAdminDetailSchema).length(1),
  );
  return created!;
}

export const updateProduct = (id: string, form: ProductFormInput & { version: number }) =>
  api.put(`/menu-product-items/${id}`, form, productAdminDetailSchema);

export const setProductExtras = (id: string, extrasGroupIds: string[], version: number) =>
  api.put(`/menu-product-items/${id}/extras`, { extrasGroupIds, version }, productAdminDetailSchema);

export const uploadProductImage = (id: string, upload: ProductImageUpload) =>
  api.post(`/menu-product-items/${id}/image`, upload, productImageAnswerSchema);

/** A bulk action on the picked rows, with the versions the list showed (stale: 409, nothing changed). */
export const bulkUpdateProducts = (rows: readonly { id: string; version: number }[], payload: ProductBulkPayload) =>
  api.put(
    '/menu-product-items',
    { ids: rows.map((row) => row.id), versions: rows.map((row) => row.version), payload },
    bulkUpdateResultSchema,
  );

/** The extras groups (sides), 10 a page (spec 02 §9). */
export const fetchExtrasPage = (page: number, name: string) =>
  api.post('/extras/fetch', { page, pageSize: EXTRAS_PAGE_SIZE, filters: name ? { name } : {} }, extrasAdminPageSchema);

export const fetchExtrasByIds = (ids: string[]): Promise<ExtrasGroupAdmin[]> =>
  ids.length === 0 ? Promise.resolve([]) : api.post('/extras/ids', { ids }, z.array(extrasGroupAdminSchema));

export async function createExtrasGroup(form: ExtrasGroupFormInput): Promise<ExtrasGroupAdmin> {
  const [created] = await api.post(
    '/extras',
    [{ ...form, idCloud: uuidv7() }],
    z.array(extrasGroupAdminSchema).length(1),
  );
  return created!;
}

export const updateExtrasGroup = (id: string, form: ExtrasGroupFormInput & { version: number }) =>
  api.put(`/extras/${id}`, form, extrasGroupAdminSchema);

/** Soft delete; refused (409 ERROR_REMOVE_RELATION) while a product offers the group. */
export const deleteExtrasGroups = (groups: readonly { id: string; version: number }[]) =>
  api.put(
    '/extras',
    {
      ids: groups.map((group) => group.id),
      versions: groups.map((group) => group.version),
      payload: { deleted: true },
    },
    bulkUpdateResultSchema,
  );

export const fetchCategories = (): Promise<CategoryAdmin[]> => api.get('/categories', z.array(categoryAdminSchema));

export async function createCategory(name: string, color?: string): Promise<CategoryAdmin> {
  const [created] = await api.post(
    '/categories',
    [{ name, ...(color ? { color } : {}), idCloud: uuidv7() }],
    z.array(categoryAdminSchema).length(1),
  );
  return created!;
}

/** Rename, colour, order, active or delete (refused while products use it); null once deleted. */
export const updateCategory = (id: string, edit: CategoryEdit) =>
  api.put(`/categories/${id}`, edit, categoryAdminSchema.nullable());

export const fetchPrinters = (): Promise<Printer[]> => api.get('/printers', z.array(printerSchema));
