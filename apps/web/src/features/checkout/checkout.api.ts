import {
  type CloseResult,
  type CloseTableInput,
  closeResultSchema,
  type PrintJob,
  type PrintJobSummary,
  printJobSchema,
  printJobSummarySchema,
  type SalesDiscount,
  type SelfServiceOrderInput,
  type TableOrder,
  tableOrderSchema,
} from '@comandero/domain';
import { api } from '../../app/api';
import type { OperationSummary } from '../../app/outbox/operation';
import { submitOperation } from '../../app/outbox/submit';

/** The sales form on a table (administrador or caja, every line sent); null takes the discount off. */
export const setTableDiscount = (tableId: string, discount: SalesDiscount | null): Promise<TableOrder> =>
  submitOperation(
    { kind: 'setDiscount', method: 'PUT', path: `/tables/${tableId}/discount`, body: { discount } },
    tableOrderSchema,
  );

/** Print bill before charging (administrador or caja): the server queues the table's pre-bill. */
export const printPreBill = (tableId: string, summary?: OperationSummary): Promise<PrintJobSummary> =>
  submitOperation(
    { kind: 'printPreBill', method: 'POST', path: `/tables/${tableId}/pre-bill`, summary },
    printJobSummarySchema,
  );

/** Charges the whole table, or one part of a split bill; the operation id makes a retry safe. */
export const closeTable = (
  tableId: string,
  body: CloseTableInput,
  operationId: string,
  summary?: OperationSummary,
): Promise<CloseResult> =>
  submitOperation(
    { kind: 'closeTable', method: 'POST', path: `/tables/${tableId}/close`, body, id: operationId, summary },
    closeResultSchema,
  );

/** A counter order, created and charged at once; its id comes from this tablet. */
export const closeSelfService = (
  body: SelfServiceOrderInput,
  operationId: string,
  summary?: OperationSummary,
): Promise<CloseResult> =>
  submitOperation(
    { kind: 'selfServiceOrder', method: 'POST', path: '/orders/self-service', body, id: operationId, summary },
    closeResultSchema,
  );

/** Table A into table B: B keeps its lines and gains A's; A is released. */
export const mergeTables = (sourceId: string, destinationId: string): Promise<TableOrder> =>
  submitOperation(
    { kind: 'mergeTables', method: 'POST', path: '/tables/merge', body: { sourceId, destinationId } },
    tableOrderSchema,
  );

export const fetchPrintJob = (jobId: string, signal?: AbortSignal): Promise<PrintJob> =>
  api.get(`/print-jobs/${jobId}`, printJobSchema, signal);
