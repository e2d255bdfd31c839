import type { PrintJobSummary } from '@comandero/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';

const JobPreviewModal = lazy(() => import('../../ui/JobPreviewModal'));

/** The tickets of the last send (a command, or a cancellation, per printer), each with its preview. */
export function LastJobs({ jobs }: { jobs: PrintJobSummary[] }) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState<PrintJobSummary | null>(null);
  if (jobs.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('cart.jobsTitle')}>
      <Text fw={700} fz="sm" c="dimmed" tt="uppercase">
        {t('cart.jobsTitle')}
      </Text>
      {jobs.map((job) => (
        <Paper key={job.id} withBorder radius="md" p="xs" data-job-kind={job.kind}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <IconPrinter size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm">
                  {t(`cart.jobKind.${job.kind}`)} ·{' '}
                  {t('cart.items', { count: job.items.reduce((sum, item) => sum + Math.abs(item.quantity), 0) })}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={2}>
                  {job.items.map((item) => `${Math.abs(item.quantity)}× ${item.name}`).join(', ')}
                </Text>
              </div>
            </Group>
            <Button variant="light" size="sm" h={44} style={{ flexShrink: 0 }} onClick={() => setPreviewing(job)}>
              {t('cart.preview')}
            </Button>
          </Group>
        </Paper>
      ))}
      {previewing && (
        <Suspense fallback={null}>
          <JobPreviewModal job={previewing} onClose={() => setPreviewing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
