import type { BillingConfig, Printer, PrintJob } from '@comandero/domain';

/** A print job as the list and the 'print-job.changed' event carry it. */
export function makePrintJob(overrides: Partial<PrintJob> = {}): PrintJob {
  return {
    id: '0194c2a0-0000-7000-8000-00000000a001',
    kind: 'command',
    printerId: null,
    status: 'pending',
    createdAt: '2026-03-04T13:05:00.000Z',
    items: [{ name: 'Café tinto', quantity: 2, preparation: '' }],
    orderId: null,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    printedAt: null,
    sentTo: { id: '0194c2a0-0000-7000-8000-00000000b001', name: 'Cocina' },
    createdBy: { id: '0194c2a0-0000-7000-8000-00000000c001', name: 'Marta' },
    ...overrides,
  };
}

export function makePrinter(overrides: Partial<Printer> = {}): Printer {
  return {
    id: '0194c2a0-0000-7000-8000-00000000b001',
    nameCustom: 'Cocina',
    host: '192.168.1.50',
    port: 9100,
    width: 80,
    defaultPrinter: true,
    status: { state: 'online', checkedAt: '2026-03-04T13:00:00.000Z', error: null },
    createdAt: '2026-03-01T10:00:00.000Z',
    createdBy: null,
    version: 1,
    ...overrides,
  };
}

export function makeBillingConfig(overrides: Partial<BillingConfig> = {}): BillingConfig {
  return {
    consecutive: 41,
    header: 'La Esquina\nNIT 900.123.456-7',
    footer: '¡Gracias por su visita!',
    qr: '',
    updatedAt: null,
    version: 3,
    ...overrides,
  };
}
