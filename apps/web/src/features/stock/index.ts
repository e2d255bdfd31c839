export { IngredientsTab, MovementsTab, OptionLinesPanel, ProductMovementsPanel, RecipePanel } from './stockScreens';
