import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { fetchLocations, fetchSuppliers, stockKeys } from '../stock';
import type { ProductValues } from './ProductInfoForm';

/** Spec 02 §3: a product carries where it is kept and who sells it, as an ingredient does; none is allowed. */
export function ProductStockPlaceFields({ control }: { control: Control<ProductValues> }) {
  const { t } = useTranslation();
  const locations = useQuery({ queryKey: stockKeys.locations, queryFn: fetchLocations });
  const suppliers = useQuery({ queryKey: stockKeys.suppliers, queryFn: fetchSuppliers });
  const field = (name: 'locationId' | 'supplierId', label: string, options: { id: string; name: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <Select
          size="md"
          label={label}
          placeholder={t('menuAdmin.product.none')}
          data={options.map((option) => ({ value: option.id, label: option.name }))}
          value={value}
          onChange={onChange}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {field('locationId', t('menuAdmin.product.location'), locations.data ?? [])}
      {field('supplierId', t('menuAdmin.product.supplier'), suppliers.data ?? [])}
    </SimpleGrid>
  );
}
