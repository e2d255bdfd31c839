import { type BillDocument, billHtml, type Currency } from '@comandero/domain';
import { printHtmlInBrowser } from './printInBrowser';

// Issue 13 §7: a charge kept on this device prints its bill here, through the browser, with the
// provisional number; the server gives the consecutive when the outbox sends the charge. The numbers
// printed here are remembered, so the synced bill is not printed a second time from the browser.
const PRINTED_KEY = 'printedProvisionally';
/** More than a long day offline charges (about 60 KB); the oldest are forgotten first. */
const REMEMBERED = 5000;

const printedHere = (): string[] => {
  try {
    const stored = JSON.parse(localStorage.getItem(PRINTED_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** Prints a bill made on this device (its number provisional) and remembers that it did. */
export async function printProvisionalBill(bill: BillDocument, currency: Currency): Promise<void> {
  const number = bill.provisionalNumber;
  if (number) localStorage.setItem(PRINTED_KEY, JSON.stringify([...printedHere(), number].slice(-REMEMBERED)));
  await printHtmlInBrowser(billHtml(bill, currency), number ?? 'provisional');
}

/** True (once) when this device already printed the bill with this provisional number. */
export function takePrintedProvisionally(number: string | undefined): boolean {
  const printed = printedHere();
  if (!number || !printed.includes(number)) return false;
  localStorage.setItem(PRINTED_KEY, JSON.stringify(printed.filter((item) => item !== number)));
  return true;
}
