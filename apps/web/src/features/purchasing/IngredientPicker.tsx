import { UNITS } from '@comandero/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PickedIngredient } from './purchaseForm';
import { fetchIngredients, purchasingKeys } from './purchasing.api';

/** Spec 02 §9: inventory selects search 300 ms after typing stops. */
const PICKER_DEBOUNCE_MS = 300;

interface IngredientPickerProps {
  label: string;
  placeholder: string;
  /** Already in the form: spec 02 §5, adding an item already in a list is ignored. */
  exclude: readonly string[];
  onPick(ingredient: PickedIngredient): void;
  error?: string | undefined;
}

/** Finds an ingredient by name (15 results) and hands it over; the box empties for the next one. */
export function IngredientPicker({ label, placeholder, exclude, onPick, error }: IngredientPickerProps) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: purchasingKeys.ingredients(name),
    queryFn: () => fetchIngredients(name),
  });
  const options = (found.data?.content ?? []).filter((row) => !exclude.includes(row.id));
  return (
    <Select
      size="md"
      label={label}
      placeholder={placeholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options.map((row) => ({ value: row.id, label: `${row.name} (${UNITS[row.unit].abbreviation})` }))}
      value={null}
      onChange={(id) => {
        const row = options.find((option) => option.id === id);
        if (!row) return;
        onPick({ id: row.id, name: row.name, unit: row.unit });
        setSearch('');
      }}
      error={error}
      nothingFoundMessage={found.isFetching ? '…' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
