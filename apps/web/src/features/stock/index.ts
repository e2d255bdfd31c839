export { IngredientsTab, MovementsTab, ProductMovementsPanel, RecipePanel } from './stockScreens';
