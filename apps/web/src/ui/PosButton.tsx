import { Button } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The back-office headers' way back to the POS screen. */
export function PosButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/pos" leftSection={<IconDeviceTablet size={20} />} aria-label={t('common.goToPos')}>
      {t('common.pos')}
    </Button>
  );
}
