import {
  assignPrinterResultSchema,
  type BillingConfig,
  billingConfigSchema,
  type CreatePrinterInput,
  PRINT_JOBS_PAGE_SIZE,
  type Printer,
  type PrintJob,
  type PrintJobStatus,
  printerSchema,
  printJobPageSchema,
  printJobSchema,
  productPageSchema,
  type TestPrintResult,
  testPrintResultSchema,
  type UpdateBillingConfig,
  type UpdatePrinter,
} from '@comandero/domain';
import { z } from 'zod';
import { ApiError, api } from '../../app/api';
import { isUsableJwt, STORAGE_KEYS } from '../../app/storage';

// Loaded with the printing screens and the configuration drawer only (never the first download).
const printersSchema = z.array(printerSchema);
const deletedSchema = z.object({ deleted: z.number().int() });

export const printingKeys = {
  printers: ['printing', 'printers'] as const,
  jobs: (page: number, status?: PrintJobStatus) => ['printing', 'jobs', page, status ?? 'all'] as const,
  allJobs: ['printing', 'jobs'] as const,
  billing: ['printing', 'billing'] as const,
  products: (page: number, name: string) => ['printing', 'products', page, name] as const,
};

export const fetchPrinters = (signal?: AbortSignal): Promise<Printer[]> => api.get('/printers', printersSchema, signal);

export const createPrinter = (body: CreatePrinterInput): Promise<Printer> => api.post('/printers', body, printerSchema);

export const updatePrinter = (id: string, body: UpdatePrinter): Promise<Printer> =>
  api.put(`/printers/${id}`, body, printerSchema);

/** Soft delete, as the spec's lists do it. */
export const deletePrinters = (ids: string[]) =>
  api.put('/printers', { ids, payload: { deleted: true } }, deletedSchema);

/** A test page straight to the printer (not queued) and what the printer answered. */
export const testPrinter = (id: string): Promise<TestPrintResult> =>
  api.post(`/printers/${id}/test`, undefined, testPrintResultSchema);

/** Bulk assignment; printerId '-1' takes the printer off the products. */
export const assignPrinter = (printerId: string, productIds: string[]) =>
  api.put(`/printers/${printerId}/products`, { productIds }, assignPrinterResultSchema);

export const fetchPrintJobs = (page: number, status?: PrintJobStatus, signal?: AbortSignal) =>
  api.get(
    `/print-jobs?page=${page}&pageSize=${PRINT_JOBS_PAGE_SIZE}${status ? `&status=${status}` : ''}`,
    printJobPageSchema,
    signal,
  );

export const reprintJob = (id: string): Promise<PrintJob> =>
  api.post(`/print-jobs/${id}/reprint`, undefined, printJobSchema);

export const fetchBillingConfig = (signal?: AbortSignal): Promise<BillingConfig> =>
  api.get('/billing-config', billingConfigSchema, signal);

export const saveBillingConfig = (body: UpdateBillingConfig): Promise<BillingConfig> =>
  api.put('/billing-config', body, billingConfigSchema);

/** Products by name for the bulk printer assignment (10 a page, as the product filter). */
export const fetchProductsPage = (page: number, name: string) =>
  api.post(
    '/menu/products/page',
    { page, pageSize: 10, filters: name.trim() ? { name: name.trim() } : {} },
    productPageSchema,
  );

/** The QR image the bill will print, as an object URL (the caller revokes it). */
export async function fetchQrImage(message: string, signal?: AbortSignal): Promise<string> {
  const jwt = localStorage.getItem(STORAGE_KEYS.jwt);
  const headers: Record<string, string> = { accept: 'image/png', 'content-type': 'application/json' };
  if (isUsableJwt(jwt)) headers.authorization = `Bearer ${jwt}`;
  const response = await fetch('/api/printers/qrcode', {
    method: 'POST',
    headers,
    body: JSON.stringify({ message }),
    signal: signal ?? null,
  }).catch((cause: unknown) => {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached');
  });
  if (!response.ok) throw new ApiError(response.status, 'BAD_RESPONSE', `HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
