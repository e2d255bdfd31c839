import type { Printer } from '@comandero/domain';
import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPrinter, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { PrinterStatusBadge } from './PrinterStatusBadge';
import { formatPrintTime } from './printerTime';

interface PrinterCardProps {
  printer: Printer;
  /** Hidden when the user may not choose the default (only administrators update printers). */
  onMakeDefault?: () => void;
  onTest?: () => void;
  busy?: 'default' | 'test' | null;
  /** Edit and remove, on the settings screen. */
  children?: ReactNode;
}

/** One printer: name, address, width, status, and what can be done with it. */
export function PrinterCard({ printer, onMakeDefault, onTest, busy = null, children }: PrinterCardProps) {
  const { t } = useTranslation();
  const { status } = printer;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-printer={printer.nameCustom}
      aria-label={printer.nameCustom}
      component="article"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0} align="flex-start" style={{ flex: 1 }}>
            <IconPrinter size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={0} miw={0}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {printer.nameCustom}
              </Text>
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('printing.address', { host: printer.host, port: printer.port, width: printer.width })}
              </Text>
            </Stack>
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <PrinterStatusBadge state={status.state} />
          </Box>
        </Group>
        <Stack gap={0}>
          <Text fz="xs" c="dimmed">
            {status.checkedAt
              ? t('printing.checkedAt', { time: formatPrintTime(status.checkedAt) })
              : t('printing.neverChecked')}
          </Text>
          {status.error && status.state !== 'online' && (
            <Text fz="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {status.error}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {printer.defaultPrinter ? (
            <Badge leftSection={<IconStar size={14} />} variant="filled" size="lg" radius="sm" h={36}>
              {t('printing.default')}
            </Badge>
          ) : (
            onMakeDefault && (
              <Button variant="default" size="sm" h={44} px="sm" loading={busy === 'default'} onClick={onMakeDefault}>
                {t('printing.makeDefault')}
              </Button>
            )
          )}
          {onTest && (
            <Button variant="light" size="sm" h={44} px="sm" loading={busy === 'test'} onClick={onTest}>
              {t('printing.test')}
            </Button>
          )}
          {children}
        </Group>
      </Stack>
    </Paper>
  );
}
