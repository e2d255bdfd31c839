import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../i18n';

/** With two languages one tap switches; the button names the language it switches to, in that language. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const next = currentLanguage() === 'es' ? 'en' : 'es';
  return (
    <Button
      variant="subtle"
      color="gray"
      h={44}
      px="xs"
      leftSection={<IconLanguage size={22} stroke={1.7} />}
      onClick={() => void chooseLanguage(next)}
      title={t('common.language')}
      lang={next}
    >
      <span>{t(`languages.${next}`)}</span>
    </Button>
  );
}
