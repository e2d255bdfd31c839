import { z } from 'zod';
import { idSchema, versionSchema } from '../schemas/common.js';

/** Paper widths a receipt printer takes, in millimetres (80 mm prints 48 columns, 58 mm prints 32). */
export const PRINTER_WIDTHS = [80, 58] as const;
export type PrinterWidth = (typeof PRINTER_WIDTHS)[number];

/** The raw-TCP port of network receipt printers (JetDirect / AppSocket). */
export const DEFAULT_PRINTER_PORT = 9100;

/**
 * What the server last learnt about a printer: 'unknown' before any contact; 'online' once it took
 * bytes; 'offline' when it could not be reached; the others when it answered a status query.
 */
export const PRINTER_STATES = ['unknown', 'online', 'offline', 'paper-out', 'cover-open', 'error'] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

export const printerStatusSchema = z.object({
  state: z.enum(PRINTER_STATES),
  /** When the server last talked (or tried to talk) to the printer. */
  checkedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type PrinterStatus = z.infer<typeof printerStatusSchema>;

/** A host name, an IPv4 address or an IPv6 address (no scheme, no port). */
export const printerHostSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .refine(
    (host) =>
      /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(host) ||
      z.ipv6().safeParse(host).success,
    { message: 'INVALID_HOST' },
  );

export const printerNameSchema = z.string().trim().min(1).max(60);
const portSchema = z.number().int().min(1).max(65535);
const widthSchema = z.union([z.literal(80), z.literal(58)]);

export const printerSchema = z.object({
  id: idSchema,
  nameCustom: z.string(),
  host: z.string(),
  port: z.number().int(),
  width: widthSchema,
  defaultPrinter: z.boolean(),
  status: printerStatusSchema,
  createdAt: z.string(),
  createdBy: idSchema.nullable(),
  version: z.number().int(),
});
export type Printer = z.infer<typeof printerSchema>;

/** Adding a network printer; the branch's first printer becomes its default. */
export const createPrinterSchema = z.object({
  id: idSchema.optional(),
  nameCustom: printerNameSchema,
  host: printerHostSchema,
  port: portSchema.default(DEFAULT_PRINTER_PORT),
  width: widthSchema.default(80),
  defaultPrinter: z.boolean().default(false),
});
export type CreatePrinter = z.output<typeof createPrinterSchema>;
export type CreatePrinterInput = z.input<typeof createPrinterSchema>;

/** Rename, move, change width, or make it the default (the branch keeps exactly one default). */
export const updatePrinterSchema = z
  .object({
    nameCustom: printerNameSchema.optional(),
    host: printerHostSchema.optional(),
    port: portSchema.optional(),
    width: widthSchema.optional(),
    defaultPrinter: z.literal(true).optional(),
    version: versionSchema.optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'version'), { message: 'NOTHING_TO_UPDATE' });
export type UpdatePrinter = z.input<typeof updatePrinterSchema>;

/** Bulk soft delete as the spec's lists do it: `{ ids, payload: { deleted: true } }`. */
export const bulkPrinterUpdateSchema = z.object({
  ids: z.array(idSchema).min(1).max(100),
  payload: z.object({ deleted: z.literal(true) }),
});
export type BulkPrinterUpdate = z.infer<typeof bulkPrinterUpdateSchema>;

/** "-1" (or "none") in the path takes the printer off the products (spec 02 §3: -1 means no printer). */
export const NO_PRINTER = '-1';
export const printerRefSchema = z.union([idSchema, z.literal(NO_PRINTER), z.literal('none')]);

/** Bulk printer assignment of the selected products. */
export const assignPrinterSchema = z.object({ productIds: z.array(idSchema).min(1).max(500) });
export type AssignPrinter = z.infer<typeof assignPrinterSchema>;
export const assignPrinterResultSchema = z.object({ printerId: idSchema.nullable(), updated: z.number().int() });

/** A test page sent straight to the printer (not queued), and what the printer said. */
export const testPrintResultSchema = z.object({ printed: z.boolean(), status: printerStatusSchema });
export type TestPrintResult = z.infer<typeof testPrintResultSchema>;
