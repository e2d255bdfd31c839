import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPagerProps {
  /** 1-based, as the pager shows it. */
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

/** The record count and, when there is more than one page, the pager (no size changer, spec 02). */
export function ListPager({ page, pageSize, total, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text c="dimmed" fz="sm">
        {t('cashiers.list.records', { count: total })}
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
