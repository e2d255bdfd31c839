import { Group, Text } from '@mantine/core';
import { useTranslation } from '../i18n';

/** The cloche logo; decorative unless given a label. */
export function LogoIcon({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-primary-color-filled)" />
      <circle cx="32" cy="17" r="3.5" fill="#fff" />
      <path d="M13 42a19 19 0 0 1 38 0z" fill="#fff" />
      <rect x="9" y="44" width="46" height="5" rx="2.5" fill="#fff" />
    </svg>
  );
}

/** Logo and product name; the name hides on phones when `compact`. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <LogoIcon />
      <Text fw={800} fz="lg" lh={1} visibleFrom={compact ? 'sm' : undefined}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
