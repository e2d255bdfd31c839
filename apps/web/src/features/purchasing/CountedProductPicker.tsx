import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PickedIngredient } from './purchaseForm';
import { fetchCountedProducts, purchasingKeys } from './purchasing.api';

/** Spec 02 §9: inventory selects search 300 ms after typing stops. */
const PICKER_DEBOUNCE_MS = 300;

interface CountedProductPickerProps {
  label: string;
  placeholder: string;
  /** Already in the form: spec 02 §5, adding an item already in a list is ignored. */
  exclude: readonly string[];
  onPick(product: PickedIngredient): void;
}

/** Finds a counted product by name (15 results) and hands it over in whole units; the box empties for the next. */
export function CountedProductPicker({ label, placeholder, exclude, onPick }: CountedProductPickerProps) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const found = useQuery({ queryKey: purchasingKeys.countedProducts(name), queryFn: () => fetchCountedProducts(name) });
  const options = (found.data?.content ?? []).filter((row) => !row.deleted && !exclude.includes(row.id));
  return (
    <Select
      size="md"
      label={label}
      placeholder={placeholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options.map((row) => ({ value: row.id, label: row.name }))}
      value={null}
      onChange={(id) => {
        const row = options.find((option) => option.id === id);
        if (!row) return;
        onPick({ id: row.id, name: row.name, unit: 'unit', product: true });
        setSearch('');
      }}
      nothingFoundMessage={found.isFetching ? '…' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
