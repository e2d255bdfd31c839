import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { createVendor, fetchVendorsPage, purchasingKeys } from './purchasing.api';

const CREATE = '__create__';

interface VendorSelectProps {
  label: string;
  placeholder: string;
  value: string | null;
  onChange(id: string | null): void;
  error?: string | undefined;
  /** A form's vendor (asterisk) or a list's filter (clearable). */
  required?: boolean;
  /** Offers 'Create vendor «name»' for a name typed that is not listed (issue 17: on-the-fly creation). */
  creatable?: boolean;
  /** The chosen vendor's name, shown before a search finds it (an expense being edited). */
  chosenName?: string | undefined;
}

/** The purchase's or expense's vendor, found by name among the branch's vendors (the spec's five samples, made real). */
export function VendorSelect(props: VendorSelectProps) {
  const { label, placeholder, value, onChange, error, required = true, creatable = false } = props;
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState(props.chosenName ?? '');
  // The chosen vendor, listed even before a search finds it (one being edited, one just created).
  const [chosen, setChosen] = useState(value && props.chosenName ? { value, label: props.chosenName } : null);
  const chosenName = chosen?.label ?? '';
  const [creating, setCreating] = useState(false);
  const [name] = useDebouncedValue(search === chosenName ? '' : search.trim(), 300);
  const vendors = useQuery({
    queryKey: purchasingKeys.vendorPage(0, name),
    queryFn: () => fetchVendorsPage(0, name),
    placeholderData: keepPreviousData,
  });
  const options = (vendors.data?.content ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }));
  if (chosen && chosen.value === value && !options.some((option) => option.value === value)) options.unshift(chosen);
  const typed = search.trim();
  const listed = options.some((option) => option.label.toLowerCase() === typed.toLowerCase());
  if (creatable && typed.length >= 3 && typed !== chosenName && !listed) {
    options.push({ value: CREATE, label: t('purchasing.vendors.createNamed', { name: typed }) });
  }

  const create = async (vendorName: string) => {
    setCreating(true);
    try {
      const vendor = await createVendor({ name: vendorName });
      notifySuccess(t('purchasing.vendors.created'));
      await client.invalidateQueries({ queryKey: purchasingKeys.vendors });
      setChosen({ value: vendor.id, label: vendor.name });
      setSearch(vendor.name);
      onChange(vendor.id);
    } catch (failure) {
      notifyWarning(describeError(failure, t), t('purchasing.vendors.saveError'));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Select
      size="md"
      label={label}
      placeholder={placeholder}
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
