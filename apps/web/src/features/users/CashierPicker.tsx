import { CASHIER_PICKER_DEBOUNCE_MS, CASHIER_PICKER_MIN_CHARS, type CashierOption } from '@comandero/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCashRegister } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { searchCashiers, userKeys } from './users.api';

interface CashierPickerProps {
  value: string | null;
  /** The cashier the user has, shown before any search. */
  initial: CashierOption | null;
  onChange(value: string | null): void;
  error?: string | undefined;
  required: boolean;
}

/** Spec 02 §5: the user form's cashier lookup starts at 3 characters, 300 ms after typing; 15 results. */
export function CashierPicker({ value, initial, onChange, error, required }: CashierPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(initial?.name ?? '');
  const [name] = useDebouncedValue(search.trim(), CASHIER_PICKER_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<CashierOption | null>(initial);
  const searching = name.length >= CASHIER_PICKER_MIN_CHARS && name !== chosen?.name;
  const found = useQuery({
    queryKey: userKeys.cashiers(name),
    queryFn: () => searchCashiers(name),
    enabled: searching,
  });
  const options = new Map<string, string>();
  if (chosen) options.set(chosen.id, chosen.name);
  for (const cashier of found.data ?? []) options.set(cashier.id, cashier.name);
  return (
    <Select
      label={t('users.form.cashier')}
      description={t('users.form.cashierHelp')}
      withAsterisk={required}
      leftSection={<IconCashRegister size={20} />}
      searchable
      clearable
      size="md"
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; every answer it gives is shown.
      filter={({ options: all }) => all}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value}
      onChange={(id) => {
        setChosen(id ? { id, name: options.get(id) ?? '' } : null);
        onChange(id);
      }}
      nothingFoundMessage={
        name.length < CASHIER_PICKER_MIN_CHARS
          ? t('users.form.cashierHelp')
          : found.isFetching
            ? t('users.form.cashierSearching')
            : t('users.form.cashierNone')
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
