import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { fetchProductsPage, menuAdminKeys } from './menuAdmin.api';

/** Spec 02 §9: the inventory's selects search 300 ms after typing stops. */
const SELECT_DEBOUNCE_MS = 300;

/** Finds a menu product by name and hands it over (an extras group's options). */
export function ProductPicker({ onPick }: { onPick(product: { id: string; name: string }): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SELECT_DEBOUNCE_MS);
  const filters = name ? { name } : {};
  const found = useQuery({
    queryKey: menuAdminKeys.productPage(0, filters),
    queryFn: () => fetchProductsPage(0, filters),
    placeholderData: keepPreviousData,
  });
  const rows = found.data?.content ?? [];
  return (
    <Select
      size="md"
      label={t('menuAdmin.extras.addOption')}
      placeholder={t('menuAdmin.extras.searchProduct')}
      leftSection={<IconSearch size={18} />}
      searchable
      data={rows.map((row) => ({ value: row.id, label: row.name }))}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already (name or SKU, accents aside).
      filter={({ options }) => options}
      onChange={(id) => {
        const row = rows.find((candidate) => candidate.id === id);
        if (row) onPick({ id: row.id, name: row.name });
        setSearch('');
      }}
      nothingFoundMessage={t('menuAdmin.extras.noProducts')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
