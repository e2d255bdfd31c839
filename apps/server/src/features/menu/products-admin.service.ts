import {
  type BulkUpdateResult,
  type Money,
  money,
  PRODUCT_IMAGE_MAX_BYTES,
  type ProductAdminDetail,
  type ProductBulkUpdate,
  type ProductEdit,
  type ProductExtrasEdit,
  type ProductForm,
  type ProductImageUpload,
  searchKey,
  sizesToDeltas,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError, conflict, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { CatalogRevisionRepository } from './catalog-revision.repository.js';
import type { ProductRecord, ProductsAdminRepository, SizeRecord } from './products-admin.repository.js';

/**
 * Sets a counted product's stock to what the modal typed through the stock ledger (an Ajuste
 * movement), in the write's transaction: the stock feature's, handed in by the composition root.
 */
export type CountProduct = (
  context: { scope: BranchScope; userId: string; now: string },
  productId: string,
  counted: number,
) => Promise<void>;

export interface ProductsTransaction {
  products: ProductsAdminRepository;
  revision: CatalogRevisionRepository;
  countProduct: CountProduct;
}

export interface ProductsAdminDeps {
  products: ProductsAdminRepository;
  /** Runs a write in one transaction, its answer stored with it (idempotency). */
  transaction: <T>(work: (trx: ProductsTransaction) => Promise<T>) => Promise<T>;
  clock: Clock;
  /** After a committed write: every terminal of the branch refreshes its menu. */
  catalogChanged: (branchId: string) => void;
}

export const invalid = (path: string, message: string) =>
  new AppError(422, 'VALIDATION_ERROR', message, [{ path: `body.${path}`, message }]);
export const stale = (what: string) => conflict(`The ${what} was changed by someone else, reload and try again`);

/** A form's sizes as stored: differences from the base price, existing ones kept by id. */
function sizeRecords(form: ProductForm, keep: ReadonlySet<string>): SizeRecord[] {
  return sizesToDeltas(form.price, form.sizes).map((size) => ({
    id: size.id && keep.has(size.id) ? size.id : newId(),
    name: size.name,
    priceDelta: size.priceDelta,
  }));
}

/**
 * What is stored of a form; a locked field keeps what the product has (spec 02 §4). The stock is
 * the ledger's: a new counted product starts at 0 and its typed quantity arrives by a movement.
 */
function recordOf(form: ProductForm, stored: { productCost: Money } | null): ProductRecord {
  return {
    name: form.name,
    searchName: searchKey(form.name),
    sku: form.sku,
    price: form.price,
    description: form.description,
    categoryId: form.categoryId,
    printerId: form.printerId,
    locationId: form.locationId,
    supplierId: form.supplierId,
    active: form.active,
    menuOnline: form.menuOnline,
    allowWithoutStock: form.allowWithoutStock,
    isPrepared: form.isPrepared,
    isCalculatedCost: form.isCalculatedCost,
    stockMinimum: form.stockMinimum,
    // A prepared dish's stock comes from its ingredients; a bought product's is counted.
    stock: form.isPrepared ? null : 0,
    productCost: form.isCalculatedCost ? (stored?.productCost ?? money(0)) : form.productCost,
  };
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** The first bytes each accepted picture type starts with. */
const SIGNATURES: Record<ProductImageUpload['contentType'], (bytes: Buffer) => boolean> = {
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The URL a product's image field carries; the version makes each upload a new URL. */
export const imageUrlOf = (productId: string, version: number) => `/api/menu-images/${productId}?v=${version}`;

/** The products tab of the inventory screen (spec 02 §2–§5, §7): create, edit, bulk actions, sides. */
export function createProductsAdminService(deps: ProductsAdminDeps) {
  const { products, clock } = deps;
  const now = () => clock.now().toISOString();

  /** The category, printer and extras groups a form names belong to the branch and are live. */
  async function checkReferences(scope: BranchScope, form: Partial<ProductForm>, path: string) {
    if (form.categoryId && !(await products.liveCategory(scope, form.categoryId))) {
      throw invalid(`${path}categoryId`, 'REQUIRED');
    }
    if (form.printerId && !(await products.printerOfBranch(scope, form.printerId))) {
      throw invalid(`${path}printerId`, 'REQUIRED');
    }
    if (form.locationId && !(await products.stockReferenceOfBranch(scope, 'stock_locations', form.locationId))) {
      throw invalid(`${path}locationId`, 'REQUIRED');
    }
    if (form.supplierId && !(await products.stockReferenceOfBranch(scope, 'suppliers', form.supplierId))) {
      throw invalid(`${path}supplierId`, 'REQUIRED');
    }
    if (form.extrasGroupIds) {
      const ids = unique(form.extrasGroupIds);
      if ((await products.liveExtrasGroups(scope, ids)) !== ids.length)
        throw invalid(`${path}extrasGroupIds`, 'REQUIRED');
    }
  }

  async function detailOrThrow(repository: ProductsAdminRepository, scope: BranchScope, id: string) {
    const detail = await repository.detail(scope, id);
    if (!detail) throw notFound('Product');
    return detail;
  }

  async function create(
    auth: AuthContext,
    forms: (ProductForm & { idCloud: string })[],
  ): Promise<ProductAdminDetail[]> {
    const scope = branchScope(auth);
    for (const [index, form] of forms.entries()) await checkReferences(scope, form, `${index}.`);
    let made = false;
    const answer = await deps.transaction(async (trx) => {
      const ids: string[] = [];
      for (const form of forms) {
        const existing = await trx.products.idOfCloud(scope, form.idCloud);
        if (existing) {
          ids.push(existing);
          continue;
        }
        const id = newId();
        await trx.products.insert(
          scope,
          { ...recordOf(form, null), id, idCloud: form.idCloud },
          sizeRecords(form, new Set()),
          now(),
        );
        if (form.extrasGroupIds) await trx.products.replaceExtrasGroups(id, unique(form.extrasGroupIds));
        if (!form.isPrepared) await trx.countProduct({ scope, userId: auth.userId, now: now() }, id, form.quantity);
        ids.push(id);
        made = true;
      }
      if (made) await trx.revision.advance(scope);
      return Promise.all(ids.map((id) => detailOrThrow(trx.products, scope, id)));
    });
    if (made) deps.catalogChanged(scope.branchId);
    return answer;
  }

  return {
    page: (auth: AuthContext, request: Parameters<ProductsAdminRepository['page']>[1]) =>
      products.page(branchScope(auth), request),

    detail: (auth: AuthContext, id: string) => detailOrThrow(products, branchScope(auth), id),

    /** Creates a list; an idCloud already made answers the existing product (the same create twice makes one). */
    async create(auth: AuthContext, forms: (ProductForm & { idCloud: string })[]): Promise<ProductAdminDetail[]> {
      try {
        return await create(auth, forms);
      } catch (error) {
        // Two creates with one idCloud at once: the other committed first; answer what it made.
        if (isUniqueViolation(error)) return create(auth, forms);
        throw error;
      }
    },

    /** The whole form with the version it edits: stale answers 409 and changes nothing. */
    async edit(auth: AuthContext, id: string, form: ProductEdit): Promise<ProductAdminDetail> {
      const scope = branchScope(auth);
      const stored = await products.current(scope, id);
      if (!stored) throw notFound('Product');
      await checkReferences(scope, form, '');
      const answer = await deps.transaction(async (trx) => {
        const edited = await trx.products.update(scope, id, form.version, recordOf(form, stored), now());
        if (!edited) {
          if (await trx.products.exists(scope, id)) throw stale('product');
          throw notFound('Product');
        }
        await trx.products.replaceSizes(id, sizeRecords(form, stored.sizeIds));
        if (form.extrasGroupIds) await trx.products.replaceExtrasGroups(id, unique(form.extrasGroupIds));
        if (!form.isPrepared) await trx.countProduct({ scope, userId: auth.userId, now: now() }, id, form.quantity);
        await trx.revision.advance(scope);
        return detailOrThrow(trx.products, scope, id);
      });
      deps.catalogChanged(scope.branchId);
      return answer;
    },

    /** The sides tab: the product's extras groups in this order. */
    async setExtras(auth: AuthContext, id: string, edit: ProductExtrasEdit): Promise<ProductAdminDetail> {
      const scope = branchScope(auth);
      await checkReferences(scope, { extrasGroupIds: edit.extrasGroupIds }, '');
      const answer = await deps.transaction(async (trx) => {
        if (!(await trx.products.touch(scope, id, edit.version, now()))) {
          if (await trx.products.exists(scope, id)) throw stale('product');
          throw notFound('Product');
        }
        await trx.products.replaceExtrasGroups(id, unique(edit.extrasGroupIds));
        await trx.revision.advance(scope);
        return detailOrThrow(trx.products, scope, id);
      });
      deps.catalogChanged(scope.branchId);
      return answer;
    },

    /** Stores the picture as uploaded (no resizer without a native build), at most PRODUCT_IMAGE_MAX_BYTES. */
    async setImage(
      auth: AuthContext,
      id: string,
      upload: ProductImageUpload,
    ): Promise<{ image: string; version: number }> {
      const scope = branchScope(auth);
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(upload.data)) {
        throw new AppError(400, 'IMAGE_INVALID', 'The image is not valid base64');
      }
      const bytes = Buffer.from(upload.data, 'base64');
      if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The image is larger than ${PRODUCT_IMAGE_MAX_BYTES} bytes`);
      }
      if (!SIGNATURES[upload.contentType](bytes)) {
        throw new AppError(400, 'IMAGE_INVALID', `The image is not a ${upload.contentType} picture`);
      }
      const version = upload.version + 1;
      const image = imageUrlOf(id, version);
      const answer = await deps.transaction(async (trx) => {
        if (!(await trx.products.touch(scope, id, upload.version, now(), image))) {
          if (await trx.products.exists(scope, id)) throw stale('product');
          throw notFound('Product');
        }
        await trx.products.saveImage(id, { contentType: upload.contentType, data: bytes.toString('base64') }, now());
        await trx.revision.advance(scope);
        return { image, version };
      });
      deps.catalogChanged(scope.branchId);
      return answer;
    },

    image: (id: string) => products.image(id),

    /** A bulk action in one statement; any id missing or stale refuses the whole request. */
    async bulk(auth: AuthContext, { ids, payload, versions }: ProductBulkUpdate): Promise<BulkUpdateResult> {
      const scope = branchScope(auth);
      const targets = versions ? ids : unique(ids);
      if (versions && unique(ids).length !== ids.length) throw invalid('ids', 'Each id once');
      if ('printerId' in payload && payload.printerId && !(await products.printerOfBranch(scope, payload.printerId))) {
        throw invalid('payload.printerId', 'REQUIRED');
      }
      const answer = await deps.transaction(async (trx) => {
        const updated = await trx.products.bulk(scope, targets, versions, payload, now());
        if (updated !== targets.length) {
          if ((await trx.products.liveCount(scope, targets)) !== targets.length) throw notFound('Product');
          throw stale('product');
        }
        await trx.revision.advance(scope);
        return { updated };
      });
      deps.catalogChanged(scope.branchId);
      return answer;
    },
  };
}
export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;
