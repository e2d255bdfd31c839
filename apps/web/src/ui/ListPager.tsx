import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from '../i18n';

interface ListPagerProps {
  /** 1-based, as the pager shows it. */
  page: number;
  pageSize: number;
  total: number;
  /** How many records match, in the list's own words ("12 pedidos"). */
  countLabel: string;
  onChange(page: number): void;
}

/** The record count and, when there is more than one page, the pager (no size changer, spec 02 lists). */
export function ListPager({ page, pageSize, total, countLabel, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text c="dimmed" fz="sm">
        {countLabel}
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
