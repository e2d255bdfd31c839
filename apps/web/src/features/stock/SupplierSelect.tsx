import { Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { createSupplier, fetchSuppliers, stockKeys } from './stock.api';

const CREATE = '__create__';

interface SupplierSelectProps {
  label: string;
  value: string | null;
  onChange(id: string | null): void;
  /** Offers '+ Create supplier «name»' for a name typed that is not in the list (issue 17: on-the-fly creation). */
  creatable?: boolean;
  placeholder?: string;
}

/** A supplier picker; a new one needs only its name (phone and address wait for the vendors screen). */
export function SupplierSelect({ label, value, onChange, creatable = false, placeholder }: SupplierSelectProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const suppliers = useQuery({ queryKey: stockKeys.suppliers, queryFn: fetchSuppliers });
  const typed = search.trim();
  const known = (suppliers.data ?? []).some((supplier) => supplier.name.toLowerCase() === typed.toLowerCase());
  const options = (suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }));
  if (creatable && typed.length >= 3 && !known) {
    options.push({ value: CREATE, label: t('stock.supplier.createNamed', { name: typed }) });
  }

  const create = async (name: string) => {
    setCreating(true);
    try {
      const supplier = await createSupplier({ name });
      notifySuccess(t('stock.supplier.created'));
      await client.invalidateQueries({ queryKey: stockKeys.suppliers });
      onChange(supplier.id);
      setSearch(supplier.name);
    } catch (error) {
      notifyWarning(describeError(error, t), t('stock.notice.createError'));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Select
      size="md"
      label={label}
      placeholder={placeholder ?? t('stock.supplier.none')}
      data={options}
      value={value}
      searchable
      clearable
      disabled={creating}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next) => (next === CREATE ? void create(typed) : onChange(next))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
