import { fetchJobPreview } from '../../app/printJobPreview';

/** Spec 02 §9: the browser print preview opens 300 ms after the receipt loads. */
export const BROWSER_PRINT_DELAY_MS = 300;
/** The print dialog holds the frame while open; a browser that never says 'afterprint' still lets it go. */
const FRAME_LIFETIME_MS = 60_000;

// A job is printed from the browser once per page, however many times (event, poll, button) it is asked for.
const printedInBrowser = new Set<string>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 01 §8 browser fallback: the receipt in a hidden frame, printed by the browser 300 ms after it
 * loads, the frame removed afterwards. Resolves false when this job was already printed here.
 */
export async function printJobInBrowser(jobId: string): Promise<boolean> {
  if (printedInBrowser.has(jobId)) return false;
  printedInBrowser.add(jobId);
  let html: string;
  try {
    html = await fetchJobPreview(jobId);
  } catch (error) {
    printedInBrowser.delete(jobId);
    throw error;
  }
  await printHtmlInBrowser(html, jobId);
  return true;
}

/** Prints a receipt page made on this device (a provisional bill, issue 13 §7) as a job's preview is. */
export async function printHtmlInBrowser(html: string, label: string): Promise<void> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'print';
  frame.dataset.printJob = label;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  await new Promise<void>((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.srcdoc = html;
  });
  await sleep(BROWSER_PRINT_DELAY_MS);
  const remove = () => frame.remove();
  const view = frame.contentWindow;
  view?.addEventListener('afterprint', () => setTimeout(remove, 0), { once: true });
  setTimeout(remove, FRAME_LIFETIME_MS);
  view?.focus();
  view?.print();
}
