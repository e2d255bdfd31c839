import type { Ingredient } from '@comandero/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchIngredients, stockKeys } from './stock.api';

/** Spec 02 §9: inventory selects search 300 ms after typing stops. */
const PICKER_DEBOUNCE_MS = 300;

interface IngredientPickerProps {
  label: string;
  /** Called with the chosen ingredient; the box empties for the next one. */
  onPick(ingredient: Ingredient): void;
  /** Ingredients already in the list are not offered again (spec 02 §5: duplicates ignored). */
  excluded?: ReadonlySet<string>;
}

/** Searches the ingredients by name and hands over the one picked. */
export function IngredientPicker({ label, onPick, excluded = new Set() }: IngredientPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const options = useQuery({ queryKey: stockKeys.ingredientOptions(name), queryFn: () => searchIngredients(name) });
  const offered = (options.data ?? []).filter((ingredient) => !excluded.has(ingredient.id));
  return (
    <Select
      size="md"
      label={label}
      placeholder={t('stock.movement.ingredientSearch')}
      data={offered.map((ingredient) => ({ value: ingredient.id, label: ingredient.name }))}
      value={null}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(id) => {
        const picked = offered.find((ingredient) => ingredient.id === id);
        if (!picked) return;
        onPick(picked);
        setSearch('');
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
