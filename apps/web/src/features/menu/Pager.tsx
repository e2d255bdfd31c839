import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';

/** Previous / page x of y / next: three touch-sized controls that fit a phone at any page count. */
export function Pager({ page, total, onChange }: { page: number; total: number; onChange(page: number): void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={t('menu.pagination.label')}>
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t('menu.pagination.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft size={22} />
      </ActionIcon>
      <Text fw={600} miw={96} ta="center" aria-live="polite">
        {t('menu.pagination.pageOf', { page, total })}
      </Text>
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t('menu.pagination.next')}
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={22} />
      </ActionIcon>
    </Group>
  );
}
