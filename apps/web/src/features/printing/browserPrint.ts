import type { LiveEventOf, PrintJob } from '@comandero/domain';
import { useLiveEvent } from '../../app/live';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';

/** The job of a 'print-job.changed' event when this terminal's user sent it, or null. */
export function jobForUser(event: LiveEventOf<'print-job.changed'>, userId: string): PrintJob | null {
  return event.sentBy === userId ? event.job : null;
}

/**
 * Mounted once in the signed-in shell: the jobs this user sent report back here (COMMAND PRINTER,
 * COMMAND ERROR, or the browser fallback); the notices' code loads with the first event. Any job's
 * change refreshes the printing lists on screen.
 */
export function usePrintJobNotices(): void {
  const userId = useSession((state) => state.user?.id);
  useLiveEvent('print-job.changed', (event) => {
    // Any terminal's job: the jobs list and the printers' status on screen are read again.
    void queryClient.invalidateQueries({ queryKey: ['printing', 'jobs'] });
    void queryClient.invalidateQueries({ queryKey: ['printing', 'printers'] });
    const job = userId ? jobForUser(event, userId) : null;
    if (job) void import('./printNotices').then(({ announcePrintJob }) => announcePrintJob(job));
  });
}
