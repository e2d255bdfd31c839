import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { fetchLocations, SupplierSelect, stockKeys } from '../stock';
import type { ProductValues } from './ProductInfoForm';

/** Spec 02 §3: a product carries where it is kept and who sells it, as an ingredient does; none is allowed.
 * The supplier is picked with the one supplier picker, as everywhere. */
export function ProductStockPlaceFields({ control }: { control: Control<ProductValues> }) {
  const { t } = useTranslation();
  const locations = useQuery({ queryKey: stockKeys.locations, queryFn: fetchLocations });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Controller
        control={control}
        name="locationId"
        render={({ field: { value, onChange } }) => (
          <Select
            size="md"
            label={t('menuAdmin.product.location')}
            placeholder={t('menuAdmin.product.none')}
            data={(locations.data ?? []).map((location) => ({ value: location.id, label: location.name }))}
            value={value}
            onChange={onChange}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={control}
        name="supplierId"
        render={({ field: { value, onChange } }) => (
          <SupplierSelect
            label={t('menuAdmin.product.supplier')}
            placeholder={t('menuAdmin.product.none')}
            value={value}
            onChange={onChange}
          />
        )}
      />
    </SimpleGrid>
  );
}
