/** A product's page in the menu (spec 01 §2 product screen). */
export const productPath = (product: { id: string; categoryId: string }) =>
  `/menu/producto/${product.categoryId}/${product.id}`;
