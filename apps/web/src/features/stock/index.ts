export { IngredientsTab, MovementsTab, RecipePanel } from './stockScreens';
