import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PrintPagerProps {
  /** 1-based, as the pager shows it. */
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

/** The record count and, with more than one page, the pager (no size changer, spec 02 generic list). */
export function PrintPager({ page, pageSize, total, onChange }: PrintPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text c="dimmed" fz="sm">
        {t('printers.records', { count: total })}
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
