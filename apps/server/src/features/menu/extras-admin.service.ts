import {
  type BulkUpdateResult,
  type ExtrasBulkUpdate,
  type ExtrasGroupAdmin,
  type ExtrasGroupForm,
  extrasOptionIssues,
  money,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { CatalogRevisionRepository } from './catalog-revision.repository.js';
import type { ExtrasAdminRepository, ExtrasOptionRecord } from './extras-admin.repository.js';
import type { ProductsAdminRepository } from './products-admin.repository.js';
import { invalid, stale } from './products-admin.service.js';

export interface ExtrasTransaction {
  extras: ExtrasAdminRepository;
  revision: CatalogRevisionRepository;
}

export interface ExtrasAdminDeps {
  extras: ExtrasAdminRepository;
  /** Only to read the sizes of the products options reference. */
  products: Pick<ProductsAdminRepository, 'sizeNames'>;
  transaction: <T>(work: (trx: ExtrasTransaction) => Promise<T>) => Promise<T>;
  clock: Clock;
  catalogChanged: (branchId: string) => void;
}

/** Spec 02 §8: a side in use cannot be deleted. */
export const removeRelation = () =>
  new AppError(409, 'ERROR_REMOVE_RELATION', 'The record cannot be deleted, it is associated with products');

/** The extras (sides) tab of the inventory screen (spec 02 §3 Extra, §5, §7). */
export function createExtrasAdminService(deps: ExtrasAdminDeps) {
  const { extras, clock } = deps;
  const now = () => clock.now().toISOString();

  /** Options as stored; each referenced product is a live product of the branch with every size quantity given. */
  async function optionRecords(
    scope: BranchScope,
    form: ExtrasGroupForm,
    path: string,
    keep: ReadonlySet<string>,
  ): Promise<ExtrasOptionRecord[]> {
    const referenced = form.options.flatMap((option) => (option.productId ? [option.productId] : []));
    const sizes = await deps.products.sizeNames(scope, referenced);
    if (!sizes) throw invalid(`${path}options`, 'REQUIRED');
    const [issue] = extrasOptionIssues(form.options, (id) => sizes.get(id) ?? []);
    if (issue) throw invalid(`${path}${issue.path.join('.')}`, issue.message);
    return form.options.map((option) => ({
      id: option.id && keep.has(option.id) ? option.id : newId(),
      productId: option.productId || null,
      // A product's option is shown with the product's name and price; these stay as a fallback.
      name: option.productId ? '' : (option.name ?? ''),
      price: option.productId ? money(0) : (option.price ?? money(0)),
      quantity: option.quantity,
      sizes: option.productId
        ? (sizes.get(option.productId) ?? []).map((name) => ({
            name,
            quantity: option.sizes.find((size) => size.name === name)?.quantity ?? null,
          }))
        : [],
    }));
  }

  const recordOf = (form: ExtrasGroupForm) => ({
    name: form.name,
    price: form.price,
    min: form.min,
    max: form.max,
    isRequired: form.isRequired,
    allowMultiple: form.allowMultiple,
  });

  async function create(auth: AuthContext, forms: (ExtrasGroupForm & { idCloud: string })[]) {
    const scope = branchScope(auth);
    const prepared: { form: ExtrasGroupForm & { idCloud: string }; options: ExtrasOptionRecord[] }[] = [];
    for (const [index, form] of forms.entries()) {
      prepared.push({ form, options: await optionRecords(scope, form, `${index}.`, new Set()) });
    }
    let made = false;
    const answer = await deps.transaction(async (trx) => {
      const ids: string[] = [];
      for (const { form, options } of prepared) {
        const existing = await trx.extras.idOfCloud(scope, form.idCloud);
        if (existing) {
          ids.push(existing);
          continue;
        }
        const id = newId();
        await trx.extras.insert(scope, { ...recordOf(form), id, idCloud: form.idCloud }, options, now());
        ids.push(id);
        made = true;
      }
      if (made) await trx.revision.advance(scope);
      const rows = await trx.extras.byIds(scope, ids);
      return ids.map((id) => rows.find((row) => row.id === id)!);
    });
    if (made) deps.catalogChanged(scope.branchId);
    return answer;
  }

  return {
    page: (auth: AuthContext, request: Parameters<ExtrasAdminRepository['page']>[1]) =>
      extras.page(branchScope(auth), request),

    byIds: (auth: AuthContext, ids: readonly string[]) => extras.byIds(branchScope(auth), [...new Set(ids)]),

    /** Creates a list; an idCloud already made answers the existing group. */
    async create(auth: AuthContext, forms: (ExtrasGroupForm & { idCloud: string })[]): Promise<ExtrasGroupAdmin[]> {
      try {
        return await create(auth, forms);
      } catch (error) {
        if (isUniqueViolation(error)) return create(auth, forms);
        throw error;
      }
    },

    async edit(auth: AuthContext, id: string, form: ExtrasGroupForm & { version: number }): Promise<ExtrasGroupAdmin> {
      const scope = branchScope(auth);
      const keep = await extras.optionIds(scope, id);
      if (!keep) throw notFound('Extras group');
      const options = await optionRecords(scope, form, '', keep);
      const answer = await deps.transaction(async (trx) => {
        if (!(await trx.extras.update(scope, id, form.version, recordOf(form), now()))) {
          if (await trx.extras.optionIds(scope, id)) throw stale('extras group');
          throw notFound('Extras group');
        }
        await trx.extras.replaceOptions(id, options);
        await trx.revision.advance(scope);
        const [row] = await trx.extras.byIds(scope, [id]);
        return row!;
      });
      deps.catalogChanged(scope.branchId);
      return answer;
    },

    /** Soft delete (refused while a live product offers a group) or restore; all or nothing. */
    async bulk(auth: AuthContext, { ids, payload, versions }: ExtrasBulkUpdate): Promise<BulkUpdateResult> {
      const scope = branchScope(auth);
      const targets = versions ? ids : [...new Set(ids)];
      if (versions && new Set(ids).size !== ids.length) throw invalid('ids', 'Each id once');
      const answer = await deps.transaction(async (trx) => {
        if (payload.deleted && (await trx.extras.inUse(scope, targets)) > 0) throw removeRelation();
        const updated = await trx.extras.setDeleted(scope, targets, versions, payload.deleted, now());
        if (updated !== targets.length) {
          if ((await trx.extras.count(scope, targets)) !== targets.length) throw notFound('Extras group');
          throw stale('extras group');
        }
        await trx.revision.advance(scope);
        return { updated };
      });
      deps.catalogChanged(scope.branchId);
      return answer;
    },
  };
}
export type ExtrasAdminService = ReturnType<typeof createExtrasAdminService>;
