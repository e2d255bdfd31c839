import { Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutboxStatus } from '../../app/outbox/outboxStatus';

const OutboxDrawer = lazy(() => import('./OutboxDrawer'));

type Tone = { color: string; icon: typeof IconWifiOff; text: string };

/** The banner's bars and the drawer they open (loaded when there is something to show). */
export default function OutboxBanner() {
  const { t } = useTranslation();
  const { online, pending, attention, syncing, needsLogin } = useOutboxStatus();
  const [open, setOpen] = useState(false);

  const tones: Tone[] = [];
  if (!online) tones.push({ color: 'red', icon: IconWifiOff, text: t('outbox.offline', { count: pending }) });
  else if (needsLogin && pending > 0)
    tones.push({ color: 'orange', icon: IconAlertTriangle, text: t('outbox.needsLogin', { count: pending }) });
  else if (pending > 0)
    tones.push({
      color: 'blue',
      icon: IconCloudUpload,
      text: t(syncing ? 'outbox.syncing' : 'outbox.waiting', { count: pending }),
    });
  if (attention > 0)
    tones.push({ color: 'yellow', icon: IconAlertTriangle, text: t('outbox.attention', { count: attention }) });
  if (tones.length === 0 && !open) return null;

  return (
    <>
      {tones.map(({ color, icon: Icon, text }) => (
        <Paper
          key={color}
          role="status"
          radius={0}
          px="md"
          py={6}
          bg={`${color}.1`}
          c={`${color}.9`}
          data-outbox={color}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <Icon size={20} aria-hidden />
              <Text fw={600} size="sm">
                {text}
              </Text>
            </Group>
            <Button size="xs" variant="white" color={color} mih={36} onClick={() => setOpen(true)}>
              {t('outbox.review')}
            </Button>
          </Group>
        </Paper>
      ))}
      {open && (
        <Suspense fallback={null}>
          <OutboxDrawer opened onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
