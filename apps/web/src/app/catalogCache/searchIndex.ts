import { type CatalogProduct, money, type ProductCard, searchKey } from '@comandero/domain';

export interface IndexedProduct {
  card: ProductCard;
  /** searchKey(name): lower-case, accents off, as the server's search_name. */
  searchName: string;
}

/** A branch's products in memory, sorted by name: a search over 20,000 takes a few milliseconds. */
export interface SearchIndex {
  version: string;
  products: IndexedProduct[];
}

const byName = new Intl.Collator('es');

export function cardOf(product: CatalogProduct): ProductCard {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.image,
    stock: product.stock,
    allowWithoutStock: product.allowWithoutStock,
    categoryId: product.categoryId,
    hasOptions: product.hasOptions,
    requiresChoice: product.requiresChoice,
    sizes: product.sizes.map(({ id, name, priceDelta, stock }) => ({
      id,
      name,
      price: money(product.price + priceDelta),
      stock,
    })),
  };
}

export function buildSearchIndex(version: string, products: readonly CatalogProduct[]): SearchIndex {
  const indexed = products.map((product) => ({ card: cardOf(product), searchName: searchKey(product.name) }));
  indexed.sort((a, b) => byName.compare(a.card.name, b.card.name) || a.card.id.localeCompare(b.card.id));
  return { version, products: indexed };
}

/** The product filter's page (`page` from 0): names containing the text, case and accents ignored. */
export function searchIndexed(
  index: SearchIndex,
  text: string,
  page: number,
  pageSize: number,
): { content: ProductCard[]; totalElements: number } {
  const key = searchKey(text);
  const found = key ? index.products.filter((product) => product.searchName.includes(key)) : index.products;
  const start = page * pageSize;
  return { content: found.slice(start, start + pageSize).map((product) => product.card), totalElements: found.length };
}
