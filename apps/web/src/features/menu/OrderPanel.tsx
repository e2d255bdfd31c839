import type { Table } from '@comandero/domain';
import { Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReceipt, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The table's order beside the menu; until products can be added it is honestly empty. */
export function OrderPanel({ table }: { table: Table }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="order-panel-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg" id="order-panel-title">
            {t('menu.order.title', { table: table.name })}
          </Title>
          {table.people !== null && (
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconUsers size={18} aria-hidden="true" />
              <Text fz="sm">{t('floor.people', { count: table.people })}</Text>
            </Group>
          )}
        </Group>
        <Divider />
        <Stack align="center" gap="xs" py="xl" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconReceipt size={30} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600}>{t('menu.order.empty')}</Text>
          <Text c="dimmed" fz="sm">
            {t('menu.order.emptyText')}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
