import type { ProductAdminRow } from '@comandero/domain';
import { fetchCountedProducts, purchasingKeys } from './purchasing.api';
import { type PickerProps, type PickerSource, SearchPicker } from './SearchPicker';

const countedProducts: PickerSource<ProductAdminRow> = {
  queryKey: purchasingKeys.countedProducts,
  search: fetchCountedProducts,
  offers: (row) => !row.deleted,
  label: (row) => row.name,
  picked: (row) => ({ id: row.id, name: row.name, unit: 'unit', product: true }),
};

/** Finds a counted product by name and hands it over in whole units. */
export function CountedProductPicker(props: PickerProps) {
  return <SearchPicker source={countedProducts} {...props} />;
}
