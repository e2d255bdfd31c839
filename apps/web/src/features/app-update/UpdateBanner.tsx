import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { acceptUpdate, dismissUpdate } from './appUpdate';

/**
 * 'A new version is available — Reload', floating at the bottom so no screen moves under a finger;
 * it can be put off, since it may cover a screen's footer.
 */
export default function UpdateBanner() {
  const { t } = useTranslation();
  return (
    <Paper
      role="status"
      aria-label={t('app.newVersion')}
      // Touches here are not the page's first touch (catalogCache/firstScreen.ts): the page is leaving.
      data-app-update
      shadow="lg"
      withBorder
      radius="md"
      p="xs"
      pl="sm"
      pos="fixed"
      bottom="max(1rem, env(safe-area-inset-bottom))"
      left="50%"
      w="min(30rem, calc(100vw - 2rem))"
      style={{ transform: 'translateX(-50%)', zIndex: 400 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconRefresh size={22} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Text fw={600} size="sm">
            {t('app.newVersion')}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button onClick={acceptUpdate}>{t('app.reload')}</Button>
          <CloseButton size={44} aria-label={t('app.updateLater')} onClick={dismissUpdate} />
        </Group>
      </Group>
    </Paper>
  );
}
