import type { PrinterState } from '@comandero/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n';

const STATE_COLORS: Record<PrinterState, string> = {
  unknown: 'gray',
  online: 'teal',
  offline: 'red',
  'paper-out': 'orange',
  'cover-open': 'orange',
  error: 'red',
};

/** What the server last learnt of a printer, as a coloured word (never colour alone). */
export function PrinterStatusBadge({ state }: { state: PrinterState }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATE_COLORS[state]}
      variant="light"
      size="lg"
      radius="sm"
      miw="max-content"
      data-printer-state={state}
    >
      {t(`printing.state.${state}`)}
    </Badge>
  );
}
