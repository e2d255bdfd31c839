import { Alert, Box, Button, Center, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPrinterOff, IconRefresh, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { describeError } from '../../app/errors';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { PrinterCard } from './PrinterCard';
import { usePrinterActions } from './usePrinterActions';
import { managesPrinters, usePrinters } from './usePrinters';

/**
 * Spec 01 §2 print configuration drawer (POS settings menu, and COMMAND ERROR): the printers and
 * their status; administrators choose the default and print a test page.
 */
export default function PrinterConfigDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const printers = usePrinters();
  const { makeDefault, testPrint, busyOn } = usePrinterActions();
  const manages = managesPrinters(user);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={t('printing.configTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('printing.configHint')}
        </Text>
        {printers.isPending && (
          <Center h={160}>
            <Loader aria-label={t('app.loading')} />
          </Center>
        )}
        {printers.isError && (
          <Alert color="red" variant="light" title={t('printing.loadError')}>
            {describeError(printers.error, t)}
          </Alert>
        )}
        {printers.isSuccess && printers.data.length === 0 && (
          <Stack align="center" ta="center" gap="xs" py="lg">
            <IconPrinterOff size={40} aria-hidden="true" />
            <Text fw={700}>{t('printing.empty')}</Text>
            <Text fz="sm" c="dimmed">
              {t('printing.emptyText')}
            </Text>
          </Stack>
        )}
        {printers.data?.map((printer) => (
          <PrinterCard
            key={printer.id}
            printer={printer}
            busy={busyOn(printer)}
            onMakeDefault={manages ? () => makeDefault(printer) : undefined}
            onTest={manages ? () => testPrint(printer) : undefined}
          />
        ))}
        <Stack gap="xs">
          <Button
            variant="default"
            h={44}
            leftSection={<IconRefresh size={18} />}
            loading={printers.isFetching && !printers.isPending}
            onClick={() => void printers.refetch()}
          >
            {t('printing.refresh')}
          </Button>
          {manages && (
            <Button
              component={Link}
              to="/settings/printers"
              h={44}
              leftSection={<IconSettings size={18} />}
              onClick={onClose}
            >
              {t('printing.manage')}
            </Button>
          )}
        </Stack>
        <Box h="xs" />
      </Stack>
    </Drawer>
  );
}
