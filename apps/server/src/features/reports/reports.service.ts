import type { Readable } from 'node:stream';
import type {
  ExportFormat,
  ExportLanguage,
  OrderPageRequest,
  OrderSummary,
  ProductReportFilter,
  ProductReportPage,
  ProductReportRow,
  ProductReportSort,
  TipReportFilter,
  TipReportPage,
  TipReportRow,
} from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { OrderHistoryRepository } from '../order-history/order-history.repository.js';
import type { ReportsRepository } from './reports.repository.js';
import { type Column, pages, spreadsheetStream } from './spreadsheet-stream.js';

type Page = { page: number; pageSize: number };
type HistoryFilter = NonNullable<OrderPageRequest['filter']>;

const HEADERS = {
  es: {
    closeDate: 'Fecha de cierre',
    number: 'Número',
    table: 'Mesa',
    waiter: 'Mesero',
    customer: 'Cliente',
    methodPay: 'Método de pago',
    methodDelivery: 'Servicio',
    total: 'Total',
    tip: 'Propina',
    sku: 'SKU',
    product: 'Producto',
    quantity: 'Cantidad vendida',
    sales: 'Ventas',
    price: 'Precio',
    state: 'Estado',
    tips: 'Propinas',
    products: 'Productos',
    orders: 'Órdenes',
  },
  en: {
    closeDate: 'Close date',
    number: 'Number',
    table: 'Table',
    waiter: 'Waiter',
    customer: 'Customer',
    methodPay: 'Payment method',
    methodDelivery: 'Service',
    total: 'Total',
    tip: 'Tip',
    sku: 'SKU',
    product: 'Product',
    quantity: 'Quantity sold',
    sales: 'Sales',
    price: 'Price',
    state: 'State',
    tips: 'Tips',
    products: 'Products',
    orders: 'Orders',
  },
} as const;

export interface ReportsDeps {
  reports: ReportsRepository;
  history: Pick<OrderHistoryRepository, 'batches'>;
}

/** The tips and products reports (spec 02 §2, §3) and the exports of them and of the orders history. */
export function createReportsService({ reports, history }: ReportsDeps) {
  return {
    async tips(auth: AuthContext, request: Page & { filter: TipReportFilter }): Promise<TipReportPage> {
      const scope = branchScope(auth);
      const [content, totals] = await Promise.all([
        reports.tipRows(scope, request.filter, request),
        reports.tipTotals(scope, request.filter),
      ]);
      return {
        content,
        totalElements: totals.totals.orders,
        page: request.page,
        pageSize: request.pageSize,
        ...totals,
      };
    },

    async products(
      auth: AuthContext,
      request: Page & { filter: ProductReportFilter; sort: ProductReportSort },
    ): Promise<ProductReportPage> {
      const scope = branchScope(auth);
      const [content, totals] = await Promise.all([
        reports.productRows(scope, request.filter, request.sort, request),
        reports.productTotals(scope, request.filter),
      ]);
      return {
        content,
        totalElements: totals.products,
        page: request.page,
        pageSize: request.pageSize,
        totals: { quantity: totals.quantity, sales: totals.sales },
      };
    },

    async exportTips(auth: AuthContext, filter: TipReportFilter, format: ExportFormat, lang: ExportLanguage) {
      const scope = branchScope(auth);
      const h = HEADERS[lang];
      const columns: Column<TipReportRow>[] = [
        { header: h.closeDate, kind: 'text', value: (row) => row.closeDate, width: 20 },
        { header: h.number, kind: 'int', value: (row) => row.displayNumber },
        { header: h.table, kind: 'text', value: (row) => row.table },
        { header: h.waiter, kind: 'text', value: (row) => row.waiter },
        { header: h.customer, kind: 'text', value: (row) => row.customer },
        { header: h.methodPay, kind: 'text', value: (row) => row.methodPay },
        { header: h.methodDelivery, kind: 'text', value: (row) => row.methodDelivery },
        { header: h.total, kind: 'money', value: (row) => row.total },
        { header: h.tip, kind: 'money', value: (row) => row.tip },
      ];
      return spreadsheetStream(format, {
        name: h.tips,
        columns,
        currency: await reports.currency(scope),
        batches: reports.tipBatches(scope, filter),
      });
    },

    async exportProducts(
      auth: AuthContext,
      filter: ProductReportFilter,
      sort: ProductReportSort,
      format: ExportFormat,
      lang: ExportLanguage,
    ): Promise<Readable> {
      const scope = branchScope(auth);
      const h = HEADERS[lang];
      const columns: Column<ProductReportRow>[] = [
        { header: h.sku, kind: 'text', value: (row) => row.sku },
        { header: h.product, kind: 'text', value: (row) => row.product, width: 32 },
        { header: h.quantity, kind: 'int', value: (row) => row.quantity },
        { header: h.sales, kind: 'money', value: (row) => row.sales },
        { header: h.price, kind: 'money', value: (row) => row.price },
      ];
      return spreadsheetStream(format, {
        name: h.products,
        columns,
        currency: await reports.currency(scope),
        batches: pages((page, pageSize) => reports.productRows(scope, filter, sort, { page, pageSize })),
      });
    },

    async exportHistory(auth: AuthContext, filter: HistoryFilter, format: ExportFormat, lang: ExportLanguage) {
      const scope = branchScope(auth);
      const h = HEADERS[lang];
      const columns: Column<OrderSummary>[] = [
        { header: h.number, kind: 'int', value: (row) => row.displayNumber },
        { header: h.closeDate, kind: 'text', value: (row) => row.closeDate, width: 20 },
        { header: h.state, kind: 'int', value: (row) => row.state },
        { header: h.table, kind: 'text', value: (row) => row.table?.name ?? null },
        { header: h.methodDelivery, kind: 'text', value: (row) => row.methodDelivery },
        { header: h.methodPay, kind: 'text', value: (row) => row.methodPay },
        { header: h.total, kind: 'money', value: (row) => row.total },
      ];
      return spreadsheetStream(format, {
        name: h.orders,
        columns,
        currency: await reports.currency(scope),
        batches: history.batches(scope, filter),
      });
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
