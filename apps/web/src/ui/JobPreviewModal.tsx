import type { PrintJobSummary } from '@comandero/domain';
import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../app/errors';
import { fetchJobPreview } from '../app/printJobPreview';
import { useTranslation } from '../i18n';

/** The 80 mm receipt of a print job as the printer would print it (the browser-print fallback's HTML). */
export default function JobPreviewModal({ job, onClose }: { job: PrintJobSummary; onClose(): void }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['print-job', job.id, 'preview'],
    queryFn: ({ signal }) => fetchJobPreview(job.id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const title = t('cart.previewTitle', { kind: t(`cart.jobKind.${job.kind}`) });
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      size="auto"
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {preview.isPending && (
        <Center w={340} h={240}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {preview.isError && (
        <Alert color="red" variant="light" title={t('cart.previewError')}>
          {describeError(preview.error, t)}
        </Alert>
      )}
      {preview.isSuccess && (
        <iframe
          title={title}
          srcDoc={preview.data}
          // The receipt is shown, never run: no scripts, no forms, no navigation.
          sandbox=""
          style={{
            width: 340,
            maxWidth: '100%',
            height: '60vh',
            border: '1px solid var(--mantine-color-default-border)',
            background: '#fff',
          }}
        />
      )}
    </Modal>
  );
}
