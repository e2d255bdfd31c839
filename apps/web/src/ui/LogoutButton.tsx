import { ActionIcon, Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { signOut } from '../app/session';
import { useTranslation } from '../i18n';
import { HintTooltip } from './HintTooltip';

/** Signs out on the server, clears stored state and reloads to login. */
export function LogoutButton({ variant = 'icon' }: { variant?: 'icon' | 'button' }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const logout = () => {
    setLeaving(true);
    void signOut();
  };
  if (variant === 'button') {
    return (
      <Button variant="light" color="gray" leftSection={<IconLogout size={20} />} loading={leaving} onClick={logout}>
        {t('common.logout')}
      </Button>
    );
  }
  return (
    <HintTooltip label={t('common.logout')}>
      <ActionIcon aria-label={t('common.logout')} color="gray" loading={leaving} onClick={logout}>
        <IconLogout size={24} stroke={1.7} />
      </ActionIcon>
    </HintTooltip>
  );
}
