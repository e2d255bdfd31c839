import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';

export interface BulkAction {
  key: string;
  label: string;
  color?: string;
  run(): void;
}

/** The picked rows' count and what can be done to all of them at once (spec 02 §2 bulk actions). */
export function BulkActionsBar({
  count,
  actions,
  busy,
  onClear,
}: {
  count: number;
  actions: readonly BulkAction[];
  busy: boolean;
  onClear(): void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xs" role="region" aria-label={t('menuAdmin.products.bulk.label')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <CloseButton size={44} aria-label={t('menuAdmin.list.clearSelection')} onClick={onClear} />
          <Text fw={600}>{t('menuAdmin.list.selected', { count })}</Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => (
            <Button key={action.key} variant="light" color={action.color} disabled={busy} onClick={action.run}>
              {action.label}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
