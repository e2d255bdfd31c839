import { Badge, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useSession } from '../app/session';
import { useTranslation } from '../i18n';

/** Shown while the session was opened offline (spec 01 §1): who is signed in was checked on this device only. */
export default function OfflineSessionBadge() {
  const { t, i18n } = useTranslation();
  const until = useSession((state) => state.offlineUntil);
  if (until === null) return null;
  const time = new Date(until).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const label = t('topbar.offlineSessionUntil', { time });
  return (
    <Badge
      size="lg"
      tt="none"
      color="orange"
      variant="light"
      leftSection={<IconCloudOff size={18} aria-hidden />}
      role="note"
      aria-label={label}
      title={label}
      data-offline-session
      // It stays whole in a crowded top bar: the branch's name gives way first.
      style={{ flexShrink: 0 }}
      styles={{ section: { marginInlineEnd: 0 } }}
    >
      <Text span inherit visibleFrom="sm" ml={6}>
        {t('topbar.offlineSession')}
      </Text>
    </Badge>
  );
}
