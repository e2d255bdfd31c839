export { fetchLocations, fetchSuppliers, stockKeys } from './stock.api';
export { IngredientsTab, MovementsTab, OptionLinesPanel, ProductMovementsPanel, RecipePanel } from './stockScreens';
