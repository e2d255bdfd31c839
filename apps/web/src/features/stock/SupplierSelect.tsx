import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { createSupplier, fetchSuppliers, stockKeys } from './stock.api';

const CREATE = '__create__';
/** Spec 02 §9: inventory selects search 300 ms after typing stops. */
const PICKER_DEBOUNCE_MS = 300;

interface SupplierSelectProps {
  label: string;
  value: string | null;
  onChange(id: string | null): void;
  /** 'Sin proveedor' unless said. */
  placeholder?: string | undefined;
  error?: string | undefined;
  /** A purchase's or expense's vendor (asterisk); otherwise clearable (an ingredient's, a list's filter). */
  required?: boolean;
  /** Offers '+ Create supplier «name»' for a name typed that is not listed (issue 17: on-the-fly creation). */
  creatable?: boolean;
  /** The chosen supplier's name, shown before a search finds it (an expense being edited). */
  chosenName?: string | undefined;
}

/**
 * The one supplier picker (the vendors screen's suppliers, also stock's and the menu's): found by name
 * on the server, under one cache (stockKeys.suppliers) that every supplier write refreshes. A new one
 * needs only its name; phone and address wait for the vendors screen.
 */
export function SupplierSelect(props: SupplierSelectProps) {
  const { label, value, onChange, error, required = false, creatable = false } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState(props.chosenName ?? '');
  // The chosen supplier, listed even before a search finds it (one being edited, one just created).
  const [chosen, setChosen] = useState(value && props.chosenName ? { value, label: props.chosenName } : null);
  const chosenName = chosen?.label ?? '';
  const [creating, setCreating] = useState(false);
  const [name] = useDebouncedValue(search === chosenName ? '' : search.trim(), PICKER_DEBOUNCE_MS);
  const suppliers = useQuery({
    queryKey: stockKeys.supplierOptions(name),
    queryFn: () => fetchSuppliers(name),
    placeholderData: keepPreviousData,
  });
  const options = (suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }));
  // A value given without its name (an ingredient's, a product's) is named once a list shows it, so the
  // box reading that name searches for every supplier, not that one alone.
  const listedChoice = value && chosen?.value !== value ? options.find((option) => option.value === value) : undefined;
  if (listedChoice) setChosen(listedChoice);
  if (chosen && chosen.value === value && !options.some((option) => option.value === value)) options.unshift(chosen);
  const typed = search.trim();
  const listed = options.some((option) => option.label.toLowerCase() === typed.toLowerCase());
  if (creatable && typed.length >= 3 && typed !== chosenName && !listed) {
    options.push({ value: CREATE, label: t('stock.supplier.createNamed', { name: typed }) });
  }

  const create = async (supplierName: string) => {
    setCreating(true);
    try {
      const supplier = await createSupplier({ name: supplierName });
      notifySuccess(t('stock.supplier.created'));
      await client.invalidateQueries({ queryKey: stockKeys.suppliers });
      setChosen({ value: supplier.id, label: supplier.name });
      setSearch(supplier.name);
      onChange(supplier.id);
    } catch (failure) {
      notifyWarning(describeError(failure, t), t('stock.supplier.saveError'));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Select
      size="md"
      label={label}
      placeholder={props.placeholder ?? t('stock.supplier.none')}
      withAsterisk={required}
      clearable={!required}
      searchable
      disabled={creating}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: shown }) => shown}
      data={options}
      value={value}
      onChange={(id, option) => {
        if (id === CREATE) return void create(typed);
        setChosen(id && option ? { value: id, label: option.label } : null);
        onChange(id);
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
