import { Button } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n';

/** The back-office headers' way back to the POS screen. */
export function PosButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/pos" leftSection={<IconDeviceTablet size={20} />} aria-label={t('common.goToPos')}>
      {t('common.pos')}
    </Button>
  );
}
