import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PickedIngredient } from './purchaseForm';

/** Spec 02 §9: inventory selects search 300 ms after typing stops. */
const PICKER_DEBOUNCE_MS = 300;

/** Where a picker looks things up, how it names them, and what it hands over. */
export interface PickerSource<Row extends { id: string }> {
  queryKey(name: string): QueryKey;
  /** A page, as the list screens read it under the same key. */
  search(name: string): Promise<{ content: Row[] }>;
  /** Whether a row found may be picked (all, unless said). */
  offers?(row: Row): boolean;
  label(row: Row): string;
  picked(row: Row): PickedIngredient;
}

export interface PickerProps {
  label: string;
  placeholder: string;
  /** Already in the form: spec 02 §5, adding an item already in a list is ignored. */
  exclude: readonly string[];
  onPick(item: PickedIngredient): void;
  error?: string | undefined;
}

/** Finds an item by name (15 results) and hands it over; the box empties for the next one. */
export function SearchPicker<Row extends { id: string }>({
  source,
  label,
  placeholder,
  exclude,
  onPick,
  error,
}: PickerProps & { source: PickerSource<Row> }) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const found = useQuery({ queryKey: source.queryKey(name), queryFn: () => source.search(name) });
  const options = (found.data?.content ?? []).filter(
    (row) => !exclude.includes(row.id) && (source.offers?.(row) ?? true),
  );
  return (
    <Select
      size="md"
      label={label}
      placeholder={placeholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options.map((row) => ({ value: row.id, label: source.label(row) }))}
      value={null}
      onChange={(id) => {
        const row = options.find((option) => option.id === id);
        if (!row) return;
        onPick(source.picked(row));
        setSearch('');
      }}
      error={error}
      nothingFoundMessage={found.isFetching ? '…' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
