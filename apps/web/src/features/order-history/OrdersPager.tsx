import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface OrdersPagerProps {
  /** 1-based, as the pager shows it. */
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

/** How many orders match, and the pages (ten orders each). */
export function OrdersPager({ page, pageSize, total, onChange }: OrdersPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text c="dimmed" fz="sm">
        {t('orders.records', { count: total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          getControlProps={(control) => ({ 'aria-label': t(`changeUser.pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('changeUser.pagination.page', { page: item }) })}
          styles={{ control: { minWidth: 44, height: 44 } }}
        />
      )}
    </Group>
  );
}
