import { notifyWarning } from '../../ui/notify';
import { fetchJobPreview } from '../cart/order.api';
import { fetchPrintJob } from './checkout.api';

/** Where the bill went: a printer took it, the browser printed it, the printer failed, or still queued. */
export type PrintOutcome = 'printer' | 'browser' | 'failed' | 'queued';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** The spec's browser print preview opens 300 ms after the receipt loads. */
export const BROWSER_PRINT_DELAY_MS = 300;

/**
 * Follows the bill's print job until the queue decides: with no printer configured its status
 * becomes 'preview' and this terminal prints the 80 mm HTML receipt from the browser.
 */
export async function printBill(jobId: string, { tries = 12, intervalMs = 250 } = {}): Promise<PrintOutcome> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const job = await fetchPrintJob(jobId).catch(() => null);
    if (job?.status === 'preview') {
      await printInBrowser(jobId);
      return 'browser';
    }
    if (job?.status === 'printed') return 'printer';
    if (job?.status === 'failed') return 'failed';
    await sleep(intervalMs);
  }
  return 'queued';
}

/** The receipt in a hidden frame, printed by the browser (spec 01 §8: browser print preview). */
export async function printInBrowser(jobId: string): Promise<void> {
  const html = await fetchJobPreview(jobId);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.title = 'print';
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  await new Promise<void>((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.srcdoc = html;
  });
  await sleep(BROWSER_PRINT_DELAY_MS);
  try {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  } finally {
    // The print dialog holds the frame while it is open; afterwards it is no longer needed.
    setTimeout(() => frame.remove(), 60_000);
  }
}

/** Prints the bill; a printer's failure never undoes the close, it is only said. */
export function printAfterCharge(jobId: string, failedText: string): void {
  void printBill(jobId).then((outcome) => {
    if (outcome === 'failed') notifyWarning(failedText);
  });
}
