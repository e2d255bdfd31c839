import { type Ingredient, UNITS } from '@comandero/domain';
import { fetchIngredients, purchasingKeys } from './purchasing.api';
import { type PickerProps, type PickerSource, SearchPicker } from './SearchPicker';

const ingredients: PickerSource<Ingredient> = {
  queryKey: purchasingKeys.ingredients,
  search: (name) => fetchIngredients(name),
  label: (row) => `${row.name} (${UNITS[row.unit].abbreviation})`,
  picked: (row) => ({ id: row.id, name: row.name, unit: row.unit }),
};

/** Finds an ingredient by name and hands it over in its unit. */
export function IngredientPicker(props: PickerProps) {
  return <SearchPicker source={ingredients} {...props} />;
}
