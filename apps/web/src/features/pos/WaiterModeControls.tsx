import { can, type SessionUser } from '@comandero/domain';
import { ActionIcon, Button, Text } from '@mantine/core';
import { IconDoorExit, IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setAppMode } from '../../app/appMode';
import { HintTooltip } from '../../ui/HintTooltip';
import { LazyConfirmDialog } from '../../ui/LazyConfirmDialog';
import type { ChangeUserState } from '../change-user';

// The menu and its positioning code load when it is first opened, not with the POS (DESIGN §10).
const SettingsMenuDropdown = lazy(() => import('./SettingsMenuDropdown'));

/** Spec 01 §2: the settings menu (needs settings viewOption), with the waiter-screen toggle behind a confirmation. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [opened, setOpened] = useState(false);
  // Once opened, the menu stays mounted so it can close with its transition.
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  const target = (
    <HintTooltip label={t('topbar.settingsMenu')}>
      <ActionIcon aria-label={t('topbar.settingsMenu')} color="gray" onClick={loaded ? undefined : open}>
        <IconSettings size={24} stroke={1.7} />
      </ActionIcon>
    </HintTooltip>
  );
  return (
    <>
      {loaded ? (
        <Suspense fallback={target}>
          <SettingsMenuDropdown
            opened={opened}
            onChange={setOpened}
            target={target}
            onEnterWaiterMode={() => setConfirming(true)}
          />
        </Suspense>
      ) : (
        target
      )}
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
