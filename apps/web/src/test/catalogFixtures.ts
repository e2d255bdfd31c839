import type { Catalog, CatalogProduct, ExtrasGroup, ProductDetail } from '@comandero/domain';
import { BURGER, CAKE, CATEGORIES, PIZZA } from './orderFixtures';

/** A product page's detail as the catalog stores it: sizes as differences, groups by id. */
export function catalogProduct(product: ProductDetail): CatalogProduct {
  const { category: _, sizes, extrasGroups, ...card } = product;
  return {
    ...card,
    sizes: sizes.map(({ id, name, priceDelta }) => ({ id, name, priceDelta })),
    extrasGroupIds: extrasGroups.map((group) => group.id),
  };
}

/** The demo products as GET /menu/catalog answers them. */
export function catalogOf(products: ProductDetail[] = [BURGER, PIZZA, CAKE], version = 'v1'): Catalog {
  const groups = new Map<string, ExtrasGroup>();
  for (const product of products) for (const group of product.extrasGroups) groups.set(group.id, group);
  return {
    version,
    categories: CATEGORIES,
    products: products.map(catalogProduct),
    extrasGroups: [...groups.values()],
  };
}
