import type { SessionUser } from '@comandero/domain';
import { Badge, Button, Stack } from '@mantine/core';
import { IconCashRegister, IconLock, IconLockOpen, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { showCashierForm } from './cashierForms';
import { canManageCashiers, useOpenCashier } from './useOpenCashier';

/** The phone's user summary: the cashier's label and the same actions as buttons. */
export default function CashierPanel({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { openCashier } = useOpenCashier(user);
  const movementId = openCashier?.openMovementId ?? null;
  return (
    <Stack gap="xs">
      <Badge
        size="lg"
        tt="none"
        variant="light"
        color={openCashier ? 'teal' : 'gray'}
        leftSection={<IconCashRegister size={18} />}
      >
        {openCashier?.name ?? t('topbar.noCashier')}
      </Badge>
      {movementId === null ? (
        <Button
          variant="light"
          leftSection={<IconLockOpen size={20} />}
          onClick={() => showCashierForm({ kind: 'open' })}
        >
          {t('cashiers.menu.open')}
        </Button>
      ) : (
        <Button
          variant="light"
          leftSection={<IconLock size={20} />}
          onClick={() => showCashierForm({ kind: 'close', movementId })}
        >
          {t('cashiers.menu.close')}
        </Button>
      )}
      {canManageCashiers(user) && (
        <Button component={Link} to="/settings_cashiers" variant="default" leftSection={<IconSettings size={20} />}>
          {t('cashiers.menu.manage')}
        </Button>
      )}
    </Stack>
  );
}
