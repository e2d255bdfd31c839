import { Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useOutboxStatus } from '../../app/outbox/outboxStatus';
import { useTranslation } from '../../i18n';
import './outboxBanner.css';

const OutboxDrawer = lazy(() => import('./OutboxDrawer'));

type Tone = { color: string; icon: typeof IconWifiOff; text: string };

/** Keeps --outbox-banner-height at the bars' height while they show, so the top bars move below them. */
function useBannerHeight(showing: boolean) {
  const bars = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bars.current;
    if (!showing || !element) return;
    const root = document.documentElement.style;
    const follow = () => root.setProperty('--outbox-banner-height', `${element.offsetHeight}px`);
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--outbox-banner-height');
    };
  }, [showing]);
  return bars;
}

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
  const bars = useBannerHeight(tones.length > 0);
  if (tones.length === 0 && !open) return null;

  return (
    <>
      <div ref={bars} className="outbox-banner">
        {tones.map(({ color, icon: Icon, text }) => (
          <Paper
            key={color}
            role="status"
            radius={0}
            px="md"
            py={6}
            bg={`${color}.1`}
            // The light variant's text colour: dark enough on the tint (app/contrast.css), yellow too.
            c={`var(--mantine-color-${color}-light-color)`}
            data-outbox={color}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="xs" wrap="nowrap">
                <Icon size={20} aria-hidden />
                <Text fw={600} size="sm">
                  {text}
                </Text>
              </Group>
              <Button
                size="xs"
                variant="white"
                color={color}
                c={`var(--mantine-color-${color}-light-color)`}
                mih={36}
                onClick={() => setOpen(true)}
              >
                {t('outbox.review')}
              </Button>
            </Group>
          </Paper>
        ))}
      </div>
      {open && (
        <Suspense fallback={null}>
          <OutboxDrawer opened onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
