import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLockOpen } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { OpenCashierDrawer } from '../cashiers';

/** The total the server computed when the bill changed meanwhile (TOTAL_CHANGED details). */
export function changedTotal(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'TOTAL_CHANGED') return null;
  const total = (error.details as { total?: unknown } | undefined)?.total;
  return typeof total === 'number' ? total : null;
}

/** The server refused the charge because no cashier is open (the "Abra una caja" warning). */
export const isCashierNotOpen = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'CASHIER_NOT_OPEN';

/**
 * Why a charge was refused. Charging needs an open cashier: that refusal comes with the button that
 * opens one (spec 01 §4 cashier), and the charge can be tried again at once.
 */
export function ChargeFailure({ error, onCashierOpened }: { error: unknown; onCashierOpened(): void }) {
  const { t } = useTranslation();
  const format = useMoney();
  const user = useSession((state) => state.user);
  const [opening, setOpening] = useState(false);
  const cashierClosed = isCashierNotOpen(error);
  const total = changedTotal(error);
  return (
    <Alert color={cashierClosed ? 'yellow' : 'red'} variant="light" icon={<IconAlertTriangle />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>
          {error instanceof ApiError && error.message === 'PRICE BILL'
            ? t('payment.errors.priceBill')
            : describeError(error, t)}
        </Text>
        {total !== null && <Text>{t('payment.errors.totalNow', { total: format(total) })}</Text>}
        {cashierClosed && user && (
          <Button leftSection={<IconLockOpen size={20} />} h={44} onClick={() => setOpening(true)}>
            {t('payment.openCashier')}
          </Button>
        )}
      </Stack>
      {opening && user && (
        <Suspense fallback={null}>
          <OpenCashierDrawer user={user} onOpened={onCashierOpened} onClose={() => setOpening(false)} />
        </Suspense>
      )}
    </Alert>
  );
}
