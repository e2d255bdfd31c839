import type { PrintJob } from '@comandero/domain';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n, { loadPrintingTexts } from '../../i18n';
import { openPrinterDrawer } from './printerDrawer';
import { printJobInBrowser } from './printInBrowser';
import { takePrintedProvisionally } from './provisionalBill';

/** What the sending terminal shows for a job's change (spec 01 §8 printing messages). */
export type PrintNotice = 'printed' | 'error' | 'browser' | null;

/** Spec 01 §9: a notice stays 7 s; an error stays until read. */
const NOTICE_MS = 7000;
/** One COMMAND ERROR on screen at a time: a printer that is down fails all its waiting jobs together. */
export const COMMAND_ERROR_ID = 'command-error';

// Jobs already reported as failing: the queue retries for minutes, the terminal warns once (and at the end).
const warned = new Set<string>();

export function noticeFor(job: PrintJob, alreadyWarned: ReadonlySet<string> = warned): PrintNotice {
  if (job.status === 'printed') return 'printed';
  if (job.status === 'preview') return 'browser';
  if (job.status === 'failed') return 'error';
  if (job.lastError && !alreadyWarned.has(job.id)) return 'error';
  return null;
}

export async function announcePrintJob(job: PrintJob): Promise<void> {
  const notice = noticeFor(job);
  if (notice === null) return;
  // Its bill was printed here with the provisional number while the server could not be reached.
  if (notice === 'browser' && takePrintedProvisionally(job.provisionalNumber)) return;
  if (notice === 'error') warned.add(job.id);
  if (notice === 'printed') warned.delete(job.id);
  const failed =
    notice === 'browser' &&
    !(await printJobInBrowser(job.id).then(
      () => true,
      () => false,
    ));
  if (notice === 'browser' && !failed) return;
  // The notices' words come with the printing texts, outside the POS's first download.
  await loadPrintingTexts().catch(() => undefined);
  const { t } = i18n;
  const kind = t(`cart.jobKind.${job.kind}`);
  const printer = job.sentTo?.name ?? t('printNotice.noPrinter');
  if (notice === 'printed') {
    notifications.show({
      color: 'teal',
      title: t('printNotice.printed'),
      message: t('printNotice.printedText', { kind, printer }),
      autoClose: NOTICE_MS,
    });
  } else if (notice === 'error') {
    showCommandError(job, kind, printer);
  } else {
    notifications.show({ color: 'red', message: t('printNotice.browserError', { kind }), autoClose: NOTICE_MS });
  }
}

function showCommandError(job: PrintJob, kind: string, printer: string): void {
  const { t } = i18n;
  const openConfiguration = () => {
    notifications.hide(COMMAND_ERROR_ID);
    openPrinterDrawer();
  };
  notifications.show({
    id: COMMAND_ERROR_ID,
    color: 'yellow',
    title: t('printNotice.error'),
    autoClose: false,
    message: (
      <Stack gap={6} align="flex-start">
        <Text fz="sm">{t('printNotice.errorText', { kind, printer })}</Text>
        {job.lastError && (
          <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {job.lastError}
          </Text>
        )}
        <Text fz="sm">{t(job.status === 'failed' ? 'printNotice.gaveUp' : 'printNotice.retrying')}</Text>
        <Button size="sm" h={44} variant="light" color="yellow" onClick={openConfiguration}>
          {t('printNotice.configure')}
        </Button>
      </Stack>
    ),
  });
}
