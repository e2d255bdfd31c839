import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchVendorsPage, purchasingKeys } from './purchasing.api';

interface VendorSelectProps {
  label: string;
  placeholder: string;
  value: string | null;
  onChange(id: string | null): void;
  error?: string | undefined;
}

/** The purchase's vendor, found by name among the branch's vendors (the spec's five samples, made real). */
export function VendorSelect({ label, placeholder, value, onChange, error }: VendorSelectProps) {
  const [search, setSearch] = useState('');
  const [chosenName, setChosenName] = useState('');
  const [name] = useDebouncedValue(search === chosenName ? '' : search.trim(), 300);
  const vendors = useQuery({
    queryKey: purchasingKeys.vendorPage(0, name),
    queryFn: () => fetchVendorsPage(0, name),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      size="md"
      label={label}
      placeholder={placeholder}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={(vendors.data?.content ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name }))}
      value={value}
      onChange={(id, option) => {
        setChosenName(option?.label ?? '');
        onChange(id);
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
