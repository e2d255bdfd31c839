import { describe, expect, it } from 'vitest';
import { updateBillingConfigSchema } from './billing-config.js';
import { printJobPageRequestSchema } from './print-job.js';
import { createPrinterSchema, printerRefSchema, updatePrinterSchema } from './printer.js';

describe('printer schemas', () => {
  it('defaults a new printer to port 9100 and 80 mm', () => {
    expect(createPrinterSchema.parse({ nameCustom: 'Cocina', host: '192.168.1.50' })).toEqual({
      nameCustom: 'Cocina',
      host: '192.168.1.50',
      port: 9100,
      width: 80,
      defaultPrinter: false,
    });
  });

  it('takes host names, IPv4 and IPv6 hosts, and refuses URLs, ports and spaces', () => {
    for (const host of ['cocina.local', 'printer-1', '10.0.0.7', '::1', 'fe80::1']) {
      expect(createPrinterSchema.safeParse({ nameCustom: 'P', host }).success, host).toBe(true);
    }
    for (const host of ['http://10.0.0.7', '10.0.0.7:9100', 'a b', '', '-bad', 'x'.repeat(254)]) {
      expect(createPrinterSchema.safeParse({ nameCustom: 'P', host }).success, host).toBe(false);
    }
  });

  it('refuses widths other than 80 and 58 mm and ports out of range', () => {
    expect(createPrinterSchema.safeParse({ nameCustom: 'P', host: 'h', width: 72 }).success).toBe(false);
    expect(createPrinterSchema.safeParse({ nameCustom: 'P', host: 'h', port: 70000 }).success).toBe(false);
  });

  it('needs something to change on update; a default can be set, never unset', () => {
    expect(updatePrinterSchema.safeParse({ version: 2 }).success).toBe(false);
    expect(updatePrinterSchema.safeParse({ defaultPrinter: true }).success).toBe(true);
    expect(updatePrinterSchema.safeParse({ defaultPrinter: false }).success).toBe(false);
  });

  it('names "no printer" as -1 in the assignment path', () => {
    expect(printerRefSchema.safeParse('-1').success).toBe(true);
    expect(printerRefSchema.safeParse('bar').success).toBe(false);
  });

  it('reads the jobs page from the query string', () => {
    expect(printJobPageRequestSchema.parse({ page: '2', pageSize: '5' })).toEqual({ page: 2, pageSize: 5 });
    expect(printJobPageRequestSchema.safeParse({ pageSize: '1000' }).success).toBe(false);
  });

  it('saves billing settings only when a field comes', () => {
    expect(updateBillingConfigSchema.safeParse({}).success).toBe(false);
    expect(updateBillingConfigSchema.safeParse({ consecutive: -1 }).success).toBe(false);
    expect(updateBillingConfigSchema.parse({ header: 'NIT 900.123.456-7' })).toEqual({ header: 'NIT 900.123.456-7' });
  });
});
