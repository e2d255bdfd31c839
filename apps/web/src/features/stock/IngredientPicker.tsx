import { type Ingredient, ingredientFormSchema, UNITS } from '@comandero/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { menuFieldMessage } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { createIngredient, searchIngredients, stockKeys } from './stock.api';

/** Spec 02 §9: inventory selects search 300 ms after typing stops. */
const PICKER_DEBOUNCE_MS = 300;
/** Spec 02 §9: a name typed and entered is created 200 ms after Enter (time for a pick to land first). */
export const CREATE_ON_ENTER_MS = 200;

interface IngredientPickerProps {
  label: string;
  /** 'Buscar ingrediente…' unless said. */
  placeholder?: string | undefined;
  error?: string | undefined;
  /** Options read 'Queso (kg)': where the line that follows is typed in the ingredient's unit. */
  withUnit?: boolean;
  /** Called with the chosen ingredient; the box empties for the next one. */
  onPick(ingredient: Ingredient): void;
  /** Ingredients already in the list are not offered again (spec 02 §5: duplicates ignored). */
  excluded?: ReadonlySet<string>;
  /**
   * Enter on a name no ingredient has creates it on the spot, in grams with an empty description
   * (spec 02 §7: on-the-fly ingredient creation).
   */
  creatable?: boolean;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The one ingredient picker (stock's, the recipes', purchases' and waste's): searches the ingredients by
 * name under one cache (stockKeys.ingredientOptions) and hands over the one picked, or the one just created.
 */
export function IngredientPicker(props: IngredientPickerProps) {
  const { label, onPick, excluded = new Set(), creatable = false, withUnit = false } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [name] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const options = useQuery({ queryKey: stockKeys.ingredientOptions(name), queryFn: () => searchIngredients(name) });
  const offered = (options.data ?? []).filter((ingredient) => !excluded.has(ingredient.id));
  const typed = search.trim();
  // What the box holds when the delay ends: a pick in the meantime empties it and nothing is created.
  const latest = useRef({ typed, known: options.data ?? [] });
  latest.current = { typed, known: options.data ?? [] };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const create = async (ingredientName: string) => {
    const form = ingredientFormSchema.safeParse({ name: ingredientName, description: '', unit: 'g' });
    if (!form.success)
      return notifyWarning(menuFieldMessage(form.error.issues[0]?.message, t) ?? '', t('stock.notice.createError'));
    setCreating(true);
    try {
      const created = await createIngredient(form.data);
      notifySuccess(t('stock.recipe.ingredientCreated', { name: created.name }));
      void client.invalidateQueries({ queryKey: stockKeys.ingredients });
      onPick(created);
      setSearch('');
    } catch (error) {
      notifyWarning(describeError(error, t), t('stock.notice.createError'));
    } finally {
      setCreating(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!creatable || event.key !== 'Enter' || !typed || creating) return;
    if (offered.some((ingredient) => sameName(ingredient.name, typed))) return;
    event.preventDefault();
    clearTimeout(timer.current);
    const entered = typed;
    timer.current = setTimeout(() => {
      const now = latest.current;
      if (!sameName(now.typed, entered) || now.known.some((ingredient) => sameName(ingredient.name, entered))) return;
      void create(entered);
    }, CREATE_ON_ENTER_MS);
  };

  return (
    <Select
      size="md"
      label={label}
      placeholder={props.placeholder ?? t('stock.movement.ingredientSearch')}
      data={offered.map((ingredient) => ({
        value: ingredient.id,
        label: withUnit ? `${ingredient.name} (${UNITS[ingredient.unit].abbreviation})` : ingredient.name,
      }))}
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
      onKeyDown={onKeyDown}
      disabled={creating}
      error={props.error}
      nothingFoundMessage={
        creatable && typed ? t('stock.recipe.createHint', { name: typed }) : options.isFetching ? '…' : undefined
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}
