import { Button, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { chooseLanguage, currentLanguage, useTranslation } from '../i18n';

/**
 * With two languages one tap switches; the button names the language it switches to, in that
 * language. `compact` (crowded headers) shows its code from tablets up and only the icon on phones.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const next = currentLanguage() === 'es' ? 'en' : 'es';
  const name = t(`languages.${next}`);
  return (
    <Button
      variant="subtle"
      color="gray"
      h={44}
      miw={44}
      px="xs"
      leftSection={<IconLanguage size={22} stroke={1.7} />}
      styles={compact ? { section: { marginInlineEnd: 0 } } : undefined}
      onClick={() => void chooseLanguage(next)}
      title={t('common.language')}
      aria-label={compact ? name : undefined}
      lang={next}
    >
      {compact ? (
        <Text span inherit visibleFrom="sm" ml={6}>
          {next.toUpperCase()}
        </Text>
      ) : (
        <span>{name}</span>
      )}
    </Button>
  );
}
