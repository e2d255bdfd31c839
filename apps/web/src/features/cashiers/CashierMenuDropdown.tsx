import { type Cashier, can, type SessionUser } from '@comandero/domain';
import { Menu } from '@mantine/core';
import { IconLock, IconLockOpen, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactElement, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { managesCashiers } from './useOpenCashier';

const OpenCashierDrawer = lazy(() => import('./OpenCashierDrawer'));
const CloseCashierDrawer = lazy(() => import('./CloseCashierDrawer'));

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
  const [form, setForm] = useState<'open' | 'close' | null>(null);
  // Closing the drawer keeps its movement: the cashier it closes leaves the menu as it closes.
  const [closing, setClosing] = useState<string | null>(null);
  const manages = managesCashiers(user) && can(user.securityPolitics, 'settings', 'view');

  useEffect(() => {
    // Another terminal may have opened or closed a cashier since the label was read.
    if (opened) void client.invalidateQueries({ queryKey: ['cashiers', 'top-bar'] });
  }, [opened, client]);

  return (
    <>
      <Menu opened={opened} onChange={onChange} position="bottom-end" shadow="md" width={260}>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{openCashier?.name ?? t('topbar.noCashier')}</Menu.Label>
          {!openCashier && (
            <Menu.Item leftSection={<IconLockOpen size={20} />} mih={44} onClick={() => setForm('open')}>
              {t('cashiers.menu.open')}
            </Menu.Item>
          )}
          {openCashier?.openMovementId && (
            <Menu.Item
              leftSection={<IconLock size={20} />}
              mih={44}
              onClick={() => {
                setClosing(openCashier.openMovementId);
                setForm('close');
              }}
            >
              {t('cashiers.menu.close')}
            </Menu.Item>
          )}
          {manages && (
            <Menu.Item component={Link} to="/settings_cashiers" leftSection={<IconSettings size={20} />} mih={44}>
              {t('cashiers.menu.manage')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {form === 'open' && <OpenCashierDrawer user={user} onClose={() => setForm(null)} />}
        {form === 'close' && closing && (
          <CloseCashierDrawer movementId={closing} user={user} onClose={() => setForm(null)} />
        )}
      </Suspense>
    </>
  );
}
