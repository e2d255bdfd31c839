import type { Cashier, SessionUser } from '@comandero/domain';
import { Menu } from '@mantine/core';
import { IconLock, IconLockOpen, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { showCashierForm } from './cashierForms';
import { canManageCashiers } from './useOpenCashier';

interface CashierMenuDropdownProps {
  user: SessionUser;
  openCashier: Cashier | null;
  opened: boolean;
  onChange(opened: boolean): void;
  target: ReactElement;
}

/** Open (only when none is open), close (only when one is), manage (administrators). */
export default function CashierMenuDropdown({ user, openCashier, opened, onChange, target }: CashierMenuDropdownProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const movementId = openCashier?.openMovementId ?? null;

  useEffect(() => {
    // Another terminal may have opened or closed a cashier since the label was read.
    if (opened) void client.invalidateQueries({ queryKey: ['cashiers', 'top-bar'] });
  }, [opened, client]);

  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" shadow="md" width={260}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{openCashier?.name ?? t('topbar.noCashier')}</Menu.Label>
        {movementId === null ? (
          <Menu.Item
            leftSection={<IconLockOpen size={20} />}
            mih={44}
            onClick={() => showCashierForm({ kind: 'open' })}
          >
            {t('cashiers.menu.open')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconLock size={20} />}
            mih={44}
            onClick={() => showCashierForm({ kind: 'close', movementId })}
          >
            {t('cashiers.menu.close')}
          </Menu.Item>
        )}
        {canManageCashiers(user) && (
          <Menu.Item component={Link} to="/settings_cashiers" leftSection={<IconSettings size={20} />} mih={44}>
            {t('cashiers.menu.manage')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
