import { can, type SessionUser } from '@comandero/domain';
import { ActionIcon, Button, Menu, Text, Tooltip } from '@mantine/core';
import { IconAdjustments, IconDeviceTabletCheck, IconDoorExit, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { setAppMode } from '../../app/appMode';
import { LazyConfirmDialog } from '../../ui/LazyConfirmDialog';
import type { ChangeUserState } from '../change-user/changeUserState';

/** Spec 01 §2: the settings menu (needs settings viewOption), with the waiter-screen toggle behind a confirmation. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={260}>
        <Menu.Target>
          <Tooltip label={t('topbar.settingsMenu')}>
            <ActionIcon aria-label={t('topbar.settingsMenu')} color="gray">
              <IconSettings size={24} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/settings" leftSection={<IconAdjustments size={20} />} mih={44}>
            {t('topbar.settings')}
          </Menu.Item>
          <Menu.Item leftSection={<IconDeviceTabletCheck size={20} />} mih={44} onClick={() => setConfirming(true)}>
            {t('topbar.waiterMode.enter')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LazyConfirmDialog
        opened={confirming}
        title={t('topbar.waiterMode.enterTitle')}
        confirmLabel={t('topbar.waiterMode.enterConfirm')}
        onConfirm={() => {
          setConfirming(false);
          setAppMode('waiters');
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('topbar.waiterMode.enterText')}
      </LazyConfirmDialog>
    </>
  );
}

/**
 * The way out of waiter mode, behind a confirmation. Whoever may open the settings menu leaves at
 * once; anyone else goes through the change of user with the flag, so a PIN is asked (spec 01 §2).
 */
export function LeaveWaiterModeButton({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const direct = can(user.securityPolitics, 'settings', 'viewOption');
  const leave = () => {
    setConfirming(false);
    if (direct) setAppMode('normal');
    else {
      const state: ChangeUserState = { leaveWaiterMode: true };
      navigate('/changeUser', { state });
    }
  };
  return (
    <>
      <Button
        variant="light"
        color="gray"
        h={44}
        px="sm"
        aria-label={t('topbar.waiterMode.leave')}
        leftSection={<IconDoorExit size={22} />}
        styles={{ section: { marginInlineEnd: 0 } }}
        onClick={() => setConfirming(true)}
      >
        <Text span inherit visibleFrom="sm" ml={6}>
          {t('topbar.waiterMode.leaveShort')}
        </Text>
      </Button>
      <LazyConfirmDialog
        opened={confirming}
        title={t('topbar.waiterMode.leaveTitle')}
        confirmLabel={t('topbar.waiterMode.leaveConfirm')}
        onConfirm={leave}
        onCancel={() => setConfirming(false)}
      >
        {direct ? t('topbar.waiterMode.leaveText') : t('topbar.waiterMode.leaveWithPin')}
      </LazyConfirmDialog>
    </>
  );
}
