export { IngredientPicker } from './IngredientPicker';
export { SupplierSelect } from './SupplierSelect';
export { fetchLocations, stockKeys } from './stock.api';
export { IngredientsTab, MovementsTab, OptionLinesPanel, ProductMovementsPanel, RecipePanel } from './stockScreens';
