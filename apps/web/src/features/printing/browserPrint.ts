import type { PrintJob, PrintJobChangedEvent } from '@comandero/domain';
import { useEffect } from 'react';
import { followLiveEvents } from '../../app/liveEvents';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';

/** A 'print-job.changed' event meant for this terminal's user, or null. */
export function jobForUser(event: { type: string; data: unknown }, userId: string): PrintJob | null {
  if (event.type !== 'print-job.changed') return null;
  const data = event.data as Partial<PrintJobChangedEvent> | null;
  return data?.sentBy === userId && data.job ? data.job : null;
}

/**
 * Mounted once in the signed-in shell: the jobs this user sent report back here (COMMAND PRINTER,
 * COMMAND ERROR, or the browser fallback); the notices' code loads with the first event. Any job's
 * change refreshes the printing lists on screen.
 */
export function usePrintJobNotices(): void {
  const jwt = useSession((state) => state.jwt);
  const userId = useSession((state) => state.user?.id);
  useEffect(() => {
    if (!jwt || !userId) return;
    return followLiveEvents({
      onEvent: (event) => {
        if (event.type !== 'print-job.changed') return;
        // Any terminal's job: the jobs list and the printers' status on screen are read again.
        void queryClient.invalidateQueries({ queryKey: ['printing', 'jobs'] });
        void queryClient.invalidateQueries({ queryKey: ['printing', 'printers'] });
        const job = jobForUser(event, userId);
        if (job) void import('./printNotices').then(({ announcePrintJob }) => announcePrintJob(job));
      },
    });
  }, [jwt, userId]);
}
