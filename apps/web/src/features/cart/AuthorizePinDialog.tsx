import { Alert, Modal, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { PinPad } from '../../ui/PinPad';

export interface AuthorizePinDialogProps {
  /** Changes after a refused PIN, so the pad starts clean. */
  attempt: number;
  sending: boolean;
  error: string | null;
  /** The server could not be reached: the PIN cannot be checked until it is back. */
  needsConnection?: boolean;
  onSubmit(pin: string): void;
  onCancel(): void;
}

/** An Administrator's or Cashier's PIN authorizing one action (removing or lowering a sent line). */
export default function AuthorizePinDialog({
  attempt,
  sending,
  error,
  needsConnection = false,
  onSubmit,
  onCancel,
}: AuthorizePinDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onCancel}
      centered
      radius="lg"
      title={t('cart.pinTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text c="dimmed" ta="center">
          {t('cart.pinHelp')}
        </Text>
        {needsConnection && (
          <Alert color="orange" variant="light" icon={<IconWifiOff />}>
            {t('cart.pinNeedsConnection')}
          </Alert>
        )}
        <PinPad key={attempt} onSubmit={onSubmit} loading={sending} error={error} />
      </Stack>
    </Modal>
  );
}
