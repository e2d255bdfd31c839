import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { driverUserKeys, fetchDriverUsers } from './deliveryBoard.api';

export interface DriverChoice {
  /** The typed or picked name. */
  name: string;
  /** Set when the name is one of the branch's users, picked from the list. */
  userId: string | null;
}

interface DriverFieldProps {
  value: DriverChoice;
  onChange(value: DriverChoice): void;
}

/** Who takes the order: one of the branch's users (suggested as you type) or any free name. */
export function DriverField({ value, onChange }: DriverFieldProps) {
  const { t } = useTranslation();
  const [search] = useDebouncedValue(value.userId ? '' : value.name.trim(), 300);
  const users = useQuery({
    queryKey: driverUserKeys.search(search),
    queryFn: () => fetchDriverUsers(search),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const named = (users.data ?? []).flatMap((user) => (user.name ? [{ id: user.id, name: user.name }] : []));
  // Two users with one name would be one option: the first keeps it.
  const options = [...new Map(named.map((user) => [user.name, user])).values()];
  return (
    <Autocomplete
      label={t('deliveryBoard.detail.driver')}
      placeholder={t('deliveryBoard.detail.driverHint')}
      value={value.name}
      maxLength={80}
      size="md"
      data={options.map((user) => user.name)}
      onChange={(text) => {
        // A name that is a user's (picked or typed in full) is that user.
        const user = options.find((option) => option.name === text);
        onChange(user ? { name: user.name, userId: user.id } : { name: text, userId: null });
      }}
    />
  );
}
