import { type CategoryAdmin, type CategoryEdit, type CreateCategories, categoryColorFor } from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { CatalogRevisionRepository } from './catalog-revision.repository.js';
import type { CategoriesAdminRepository } from './categories-admin.repository.js';
import { removeRelation } from './extras-admin.service.js';
import { stale } from './products-admin.service.js';

export interface CategoriesAdminDeps {
  categories: CategoriesAdminRepository;
  transaction: <T>(
    work: (trx: { categories: CategoriesAdminRepository; revision: CatalogRevisionRepository }) => Promise<T>,
  ) => Promise<T>;
  clock: Clock;
  catalogChanged: (branchId: string) => void;
}

/** Categories (spec 02 §3 Category, §7): create a list, rename, colour, order, activate, delete when unused. */
export function createCategoriesAdminService(deps: CategoriesAdminDeps) {
  const { categories, clock } = deps;
  const now = () => clock.now().toISOString();

  async function create(auth: AuthContext, items: CreateCategories): Promise<CategoryAdmin[]> {
    const scope = branchScope(auth);
    let made = false;
    const answer = await deps.transaction(async (trx) => {
      const ids: string[] = [];
      let sort = await trx.categories.nextSort(scope);
      for (const item of items) {
        const existing = item.idCloud ? await trx.categories.idOfCloud(scope, item.idCloud) : undefined;
        if (existing) {
          ids.push(existing);
          continue;
        }
        const id = newId();
        const name = item.name.trim();
        const color = item.color ?? categoryColorFor(name);
        await trx.categories.insert(scope, { id, name, color, sort: sort++, idCloud: item.idCloud ?? null }, now());
        ids.push(id);
        made = true;
      }
      if (made) await trx.revision.advance(scope);
      const rows = await trx.categories.list(scope, ids);
      return ids.map((id) => rows.find((row) => row.id === id)!);
    });
    if (made) deps.catalogChanged(scope.branchId);
    return answer;
  }

  return {
    list: (auth: AuthContext) => categories.list(branchScope(auth)),

    /** Creates a list; an idCloud already made answers the existing category. */
    async create(auth: AuthContext, items: CreateCategories): Promise<CategoryAdmin[]> {
      try {
        return await create(auth, items);
      } catch (error) {
        // Two creates with one idCloud at once: the loser's insert breaks the unique index; the retry finds the winner's.
        if (isUniqueViolation(error)) return create(auth, items);
        throw error;
      }
    },

    /** One edit with the version it edits; deleting is refused while live products use the category. */
    async edit(auth: AuthContext, id: string, edit: CategoryEdit): Promise<CategoryAdmin | null> {
      const scope = branchScope(auth);
      const answer = await deps.transaction(async (trx) => {
        if (!(await trx.categories.exists(scope, id))) throw notFound('Category');
        if (edit.deleted && (await trx.categories.liveProducts(scope, id)) > 0) throw removeRelation();
        if (!(await trx.categories.update(scope, id, edit.version, edit, now()))) throw stale('category');
        await trx.revision.advance(scope);
        const [row] = await trx.categories.list(scope, [id]);
        return row ?? null;
      });
      deps.catalogChanged(scope.branchId);
      return answer;
    },
  };
}
export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>;
