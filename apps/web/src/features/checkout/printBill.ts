import { printJobInBrowser } from '../printing';
import { fetchPrintJob } from './checkout.api';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After a charge: follows the bill's print job until the queue decides. With no printer configured
 * it turns 'preview' and the browser prints the 80 mm receipt (spec 01 §8). The print notices in the
 * shell do the same on the job's live event and tell COMMAND PRINTER / COMMAND ERROR; a job is
 * printed from the browser once however it is asked, so this only covers a missed event.
 */
export async function printBill(jobId: string, { tries = 12, intervalMs = 250 } = {}): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const job = await fetchPrintJob(jobId).catch(() => null);
    if (job?.status === 'preview') {
      await printJobInBrowser(jobId).catch(() => false);
      return;
    }
    if (job && job.status !== 'pending' && job.status !== 'printing') return;
    await sleep(intervalMs);
  }
}

/** Prints the bill in the background; a printer's trouble never undoes or blocks the close. */
export const printAfterCharge = (jobId: string): void => void printBill(jobId);
