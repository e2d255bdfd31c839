import { can, type SessionUser } from '@comandero/domain';
import { Button, Text } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { setAppMode } from '../../app/appMode';
import { useTranslation } from '../../i18n';
import { LazyConfirmDialog } from '../../ui/LazyConfirmDialog';
import type { ChangeUserState } from '../change-user';

/**
 * The way out of waiter mode, behind a confirmation. Whoever may open the settings menu leaves at
 * once; anyone else goes through the change of user with the flag, so a PIN is asked (spec 01 §2).
 */
export default function LeaveWaiterModeButton({ user }: { user: SessionUser }) {
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
