// What other features (self-service) use of the menu: the catalog's reads and its pieces of screen.
export { CategoryList } from './CategoryList';
export { fetchCategories, fetchCategoryProducts, fetchProduct, menuKeys } from './menu.api';
export { ProductCard } from './ProductCard';
export { ProductForm } from './ProductForm';
export { ProductImage } from './ProductImage';
