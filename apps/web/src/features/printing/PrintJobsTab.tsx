import { PRINT_JOB_STATUSES, PRINT_JOBS_PAGE_SIZE, type PrintJob, type PrintJobStatus } from '@comandero/domain';
import { ActionIcon, Alert, Center, Group, Loader, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconFileText, IconPrinter } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { type Column, DataList } from '../../ui/DataList';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { notifySuccess } from '../../ui/notify';
import { PrintJobStatusBadge } from './PrintJobStatusBadge';
import { fetchPrintJobs, printingKeys, reprintJob } from './printers.api';
import { formatPrintTime } from './printerTime';

const JobPreviewModal = lazy(() => import('../../ui/JobPreviewModal'));

const itemsOf = (job: PrintJob) => job.items.map((item) => `${Math.abs(item.quantity)}× ${item.name}`).join(', ');

/** The print queue, newest first: status, kind, printer, attempts, last error and time; preview and reprint. */
export function PrintJobsTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<PrintJobStatus | null>(null);
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<PrintJob | null>(null);
  // The signed-in shell refreshes this list on every 'print-job.changed'; no polling.
  const jobs = useQuery({
    queryKey: printingKeys.jobs(page - 1, status ?? undefined),
    queryFn: ({ signal }) => fetchPrintJobs(page - 1, status ?? undefined, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const reprint = useMutation({
    mutationFn: (job: PrintJob) => reprintJob(job.id),
    onSuccess: async () => {
      notifySuccess(t('printJobs.reprinted'));
      setPage(1);
      await client.invalidateQueries({ queryKey: printingKeys.allJobs });
    },
  });

  const columns: Column<PrintJob>[] = [
    {
      key: 'kind',
      label: t('printJobs.kind'),
      // Spans: on a phone this cell sits inside the card's bold title line.
      render: (job) => (
        <>
          {t(`cart.jobKind.${job.kind}`)}
          <Text component="span" fz="xs" c="dimmed" fw={400} lineClamp={2} miw={170} maw={280}>
            {itemsOf(job)}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      label: t('printJobs.statusLabel'),
      render: (job) => (
        <Stack gap={2} align="flex-start">
          <PrintJobStatusBadge status={job.status} retrying={!!job.lastError} />
          <Text fz="xs" c="dimmed">
            {t('printJobs.attemptsCount', { count: job.attempts })}
          </Text>
          {job.lastError && (
            <Text fz="xs" c="red.8" lineClamp={2} maw={200} title={job.lastError} style={{ overflowWrap: 'anywhere' }}>
              {t('printJobs.lastErrorText', { error: job.lastError })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'printer', label: t('printJobs.printer'), render: (job) => job.sentTo?.name },
    {
      key: 'time',
      label: t('printJobs.time'),
      render: (job) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatPrintTime(job.printedAt ?? job.createdAt)}
        </Text>
      ),
    },
  ];

  const statusOptions = [
    { value: 'all', label: t('printJobs.allStatuses') },
    ...PRINT_JOB_STATUSES.map((value) => ({ value, label: t(`printJobs.status.${value}`) })),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" maw={520}>
          {t('printJobs.text')}
        </Text>
        <Select
          label={t('printJobs.statusLabel')}
          data={statusOptions}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value && value !== 'all' ? (value as PrintJobStatus) : null);
            setPage(1);
          }}
          allowDeselect={false}
          size="md"
          w={220}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {jobs.isPending && (
        <Center h={200}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {jobs.isError && (
        <Alert color="red" variant="light" title={t('printJobs.loadError')}>
          {describeError(jobs.error, t)}
        </Alert>
      )}
      {jobs.data?.content.length === 0 && (
        <EmptyState icon={<IconFileText size={36} />} title={t('printJobs.empty')} text={t('printJobs.emptyText')} />
      )}
      {jobs.data && jobs.data.content.length > 0 && (
        <>
          <DataList
            label={t('printJobs.title')}
            rows={jobs.data.content}
            columns={columns}
            rowKey={(job) => job.id}
            rowState={(job) => job.status}
            actions={(job) => (
              <>
                <Tooltip label={t('printJobs.preview')}>
                  <ActionIcon
                    variant="subtle"
                    size={44}
                    aria-label={t('printJobs.previewOf', { kind: t(`cart.jobKind.${job.kind}`) })}
                    onClick={() => setPreviewing(job)}
                  >
                    <IconEye size={20} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('printJobs.reprint')}>
                  <ActionIcon
                    variant="light"
                    size={44}
                    aria-label={t('printJobs.reprintOf', { kind: t(`cart.jobKind.${job.kind}`) })}
                    loading={reprint.isPending && reprint.variables?.id === job.id}
                    onClick={() => reprint.mutate(job)}
                  >
                    <IconPrinter size={20} />
                  </ActionIcon>
                </Tooltip>
              </>
            )}
          />
          <ListPager
            page={page}
            pageSize={PRINT_JOBS_PAGE_SIZE}
            total={jobs.data.totalElements}
            countLabel={t('printers.records', { count: jobs.data.totalElements })}
            onChange={setPage}
          />
        </>
      )}
      {previewing && (
        <Suspense fallback={null}>
          <JobPreviewModal job={previewing} onClose={() => setPreviewing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
