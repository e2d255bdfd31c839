import type { PrinterState } from '@comandero/domain';

/**
 * DLE EOT 2 (offline cause) then DLE EOT 4 (roll paper sensor): real-time status queries an ESC/POS
 * printer answers with one byte each, even while busy. Printers that do not answer are not judged.
 */
export const STATUS_QUERY = Uint8Array.from([0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);

/** Every status byte has bits 1 and 4 set and bits 0 and 7 clear; anything else is not a status. */
const isStatusByte = (byte: number) => (byte & 0x93) === 0x12;

export interface StatusProblem {
  state: Extract<PrinterState, 'paper-out' | 'cover-open' | 'error'>;
  message: string;
}

/** What the answers to STATUS_QUERY say stops printing; null when nothing does (or nothing was said). */
export function statusProblem(answer: readonly number[]): StatusProblem | null {
  const [offlineCause, paperSensor] = answer;
  if (offlineCause !== undefined && isStatusByte(offlineCause)) {
    if (offlineCause & 0x04) return { state: 'cover-open', message: 'The printer cover is open' };
    if (offlineCause & 0x20) return { state: 'paper-out', message: 'The printer is out of paper' };
    if (offlineCause & 0x40) return { state: 'error', message: 'The printer reports an error (cutter or mechanism)' };
  }
  if (paperSensor !== undefined && isStatusByte(paperSensor) && (paperSensor & 0x60) === 0x60) {
    return { state: 'paper-out', message: 'The printer is out of paper' };
  }
  return null;
}
