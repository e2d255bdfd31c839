/**
 * Issue 13 §7: a bill printed while the server cannot be reached carries a provisional number, this
 * device's code and the charge's sequence in its outbox ("7F3A9C-42"); the server, which gets both
 * with the charge, keeps it beside the consecutive it gives at sync.
 */
export function provisionalBillNumber(deviceId: string, sequence: number): string {
  const code = deviceId
    .replace(/[^0-9A-Za-z]/g, '')
    .slice(-6)
    .toUpperCase();
  return `${code}-${sequence}`;
}
