import { z } from 'zod';
import { PRINT_JOB_STATUSES, printJobSummarySchema } from '../order/order-lines.js';
import { idSchema, pageOf, queryPageRequest } from '../schemas/common.js';

/** A print job in the jobs list and in 'print-job.changed' events. */
export const printJobSchema = printJobSummarySchema.extend({
  orderId: idSchema.nullable(),
  /** Sends tried so far; a failed attempt sets lastError and schedules the next one. */
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  printedAt: z.string().nullable(),
  /** The printer it went (or is going) to; null until the queue picks one. */
  sentTo: z.object({ id: idSchema, name: z.string() }).nullable(),
  createdBy: z.object({ id: idSchema, name: z.string() }),
});
export type PrintJob = z.infer<typeof printJobSchema>;

export const PRINT_JOBS_PAGE_SIZE = 20;

/** `GET /api/print-jobs?page=0&pageSize=20&status=failed`: newest first. */
export const printJobPageRequestSchema = z.object({
  ...queryPageRequest(PRINT_JOBS_PAGE_SIZE),
  status: z.enum(PRINT_JOB_STATUSES).optional(),
});
export type PrintJobPageRequest = z.output<typeof printJobPageRequestSchema>;

export const printJobPageSchema = pageOf(printJobSchema);
export type PrintJobPage = z.infer<typeof printJobPageSchema>;

/**
 * Pushed on `GET /api/events` when a job is printed, fails an attempt, fails for good or falls back
 * to the browser. The terminal whose user is `sentBy` shows COMMAND PRINTER on 'printed', COMMAND
 * ERROR when `lastError` is set (attempt failed or 'failed'), and prints the HTML preview on 'preview'.
 */
export const printJobChangedEventSchema = z.object({
  type: z.literal('print-job.changed'),
  job: printJobSchema,
  sentBy: idSchema,
});
export type PrintJobChangedEvent = z.infer<typeof printJobChangedEventSchema>;
