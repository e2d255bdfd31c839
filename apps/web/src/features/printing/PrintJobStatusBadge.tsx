import type { PrintJobStatus } from '@comandero/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n';

const STATUS_COLORS: Record<PrintJobStatus, string> = {
  pending: 'yellow',
  printing: 'blue',
  printed: 'teal',
  failed: 'red',
  preview: 'grape',
};

/** Where a job stands in the queue ('preview': no printer, the browser printed it). */
export function PrintJobStatusBadge({ status, retrying }: { status: PrintJobStatus; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      size="lg"
      radius="sm"
      miw="max-content"
      data-job-status={status}
    >
      {retrying && status === 'pending' ? t('printJobs.retrying') : t(`printJobs.status.${status}`)}
    </Badge>
  );
}
