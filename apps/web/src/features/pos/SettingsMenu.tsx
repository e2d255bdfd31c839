import { ActionIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { setAppMode } from '../../app/appMode';
import { useTranslation } from '../../i18n';
import { HintTooltip } from '../../ui/HintTooltip';
import { LazyConfirmDialog } from '../../ui/LazyConfirmDialog';

// The menu and its positioning code load when it is first opened, not with the POS (DESIGN §10).
const SettingsMenuDropdown = lazy(() => import('./SettingsMenuDropdown'));

/** Spec 01 §2: the settings menu (needs settings viewOption), with the waiter-screen toggle behind a confirmation. */
export default function SettingsMenu() {
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
