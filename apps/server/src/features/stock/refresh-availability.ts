import { STORED_INT_MAX, sizeAvailability } from '@comandero/domain';
import type { BranchScope } from '../../shared/auth-context.js';
import type { CatalogRevisionRepository } from '../menu/catalog-revision.repository.js';
import { PRODUCT_LINES, type RecipesRepository } from './recipes.repository.js';

// products.stock is a 32-bit column: a dish covered more often than that is as good as unlimited.
const capped = (dishes: number) => Math.min(STORED_INT_MAX, dishes);

/**
 * Keeps a prepared product's `stock` equal to what its ingredients cover (min of floor(stock ÷
 * quantity)) and, with sizes, each size's own (the product's is then the size the stock covers
 * most), so the POS catalog, its NO STOCK and the add-line checks read it as they read a counted
 * product's. True when a product changed (the catalog revision then moved): the caller tells the
 * terminals after commit.
 */
export async function refreshAvailability(
  unit: { recipes: RecipesRepository; revision: CatalogRevisionRepository },
  scope: BranchScope,
  ingredientIds: readonly string[],
  now: string,
): Promise<boolean> {
  const { recipes } = unit;
  const products = await recipes.preparedUsing(scope, ingredientIds);
  if (products.length === 0) return false;
  const lines = await recipes.linesOf(
    PRODUCT_LINES,
    products.map((product) => product.id),
  );
  let changed = false;
  for (const product of products) {
    const own = lines.filter((line) => line.ownerId === product.id);
    const stock = new Map(own.map((line) => [line.ingredientId, line.stock]));
    const stockOf = (id: string) => stock.get(id) ?? 0;
    const sizes = product.sizes.map((size) => {
      const dishes = sizeAvailability(own, size.id, stockOf);
      return { ...size, covered: dishes === null ? null : capped(dishes) };
    });
    const covered =
      sizes.length === 0
        ? [sizeAvailability(own, null, stockOf)].filter((dishes): dishes is number => dishes !== null)
        : sizes.map((size) => size.covered).filter((dishes): dishes is number => dishes !== null);
    const available = covered.length === 0 ? product.stock : capped(Math.max(...covered));
    const sizesChanged = sizes.filter((size) => size.covered !== size.stock);
    if (available === product.stock && sizesChanged.length === 0) continue;
    for (const size of sizesChanged) await recipes.setSizeStock(size.id, size.covered);
    // Written even when only a size moved: devices fetch the products updated since their copy.
    await recipes.setStock(product.id, available, now);
    changed = true;
  }
  // Devices fetch the catalog again when its version moves.
  if (changed) await unit.revision.advance(scope);
  return changed;
}
