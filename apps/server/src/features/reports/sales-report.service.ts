import type {
  CashCountReportFilter,
  CashCountReportPage,
  ExportFormat,
  ExportLanguage,
  SalesFigures,
  SalesReport,
  SalesReportFilter,
} from '@comandero/domain';
import { type AuthContext, branchScope } from '../../shared/auth-context.js';
import type { CashCountReportRepository } from './cash-count-report.repository.js';
import type { ReportsRepository } from './reports.repository.js';
import type { SalesReportRepository } from './sales-report.repository.js';
import { type Column, pages, spreadsheetStream } from './spreadsheet-stream.js';

type Page = { page: number; pageSize: number };

const HEADERS = {
  es: {
    sales: 'Ventas',
    group: 'Agrupado por',
    key: 'Valor',
    orders: 'Órdenes',
    total: 'Ventas',
    tip: 'Propinas',
    discount: 'Descuentos',
    deliveryValue: 'Domicilios',
    averageTicket: 'Ticket promedio',
    groups: { total: 'Total', day: 'Día', channel: 'Canal', method: 'Método de pago', hour: 'Hora' },
    cashCounts: 'Arqueos de caja',
    cashier: 'Caja',
    openDate: 'Apertura',
    closeDate: 'Cierre',
    openedBy: 'Abrió',
    closedBy: 'Cerró',
    methodPay: 'Método de pago',
    system: 'Sistema',
    counted: 'Contado',
    difference: 'Diferencia',
  },
  en: {
    sales: 'Sales',
    group: 'Grouped by',
    key: 'Value',
    orders: 'Orders',
    total: 'Sales',
    tip: 'Tips',
    discount: 'Discounts',
    deliveryValue: 'Delivery fees',
    averageTicket: 'Average ticket',
    groups: { total: 'Total', day: 'Day', channel: 'Channel', method: 'Payment method', hour: 'Hour' },
    cashCounts: 'Cash counts',
    cashier: 'Cash drawer',
    openDate: 'Opened',
    closeDate: 'Closed',
    openedBy: 'Opened by',
    closedBy: 'Closed by',
    methodPay: 'Payment method',
    system: 'System',
    counted: 'Counted',
    difference: 'Over/short',
  },
} as const;

type SalesLine = SalesFigures & { group: string; key: string };
interface CashCountLine {
  cashier: string;
  openDate: string;
  closeDate: string;
  openedBy: string | null;
  closedBy: string | null;
  methodPay: string;
  system: number;
  counted: number;
  difference: number;
}

export interface SalesReportDeps {
  reports: Pick<ReportsRepository, 'currency'>;
  sales: SalesReportRepository;
  cashCounts: CashCountReportRepository;
}

/** The sales and cash-count reports (spec 02 §2 reports group) and their CSV/XLSX exports. */
export function createSalesReportService({ reports, sales, cashCounts }: SalesReportDeps) {
  return {
    sales: (auth: AuthContext, filter: SalesReportFilter): Promise<SalesReport> =>
      sales.sales(branchScope(auth), filter),

    async cashCounts(
      auth: AuthContext,
      request: Page & { filter: CashCountReportFilter },
    ): Promise<CashCountReportPage> {
      const scope = branchScope(auth);
      const [content, totals] = await Promise.all([
        cashCounts.rows(scope, request.filter, request),
        cashCounts.totals(scope, request.filter),
      ]);
      return { content, totalElements: totals.movements, page: request.page, pageSize: request.pageSize, totals };
    },

    /** One sheet: the totals line, then a line per day, channel, payment method and hour. */
    async exportSales(auth: AuthContext, filter: SalesReportFilter, format: ExportFormat, lang: ExportLanguage) {
      const scope = branchScope(auth);
      const h = HEADERS[lang];
      const report = await sales.sales(scope, filter);
      const lines: SalesLine[] = [
        { group: h.groups.total, key: `${filter.start} – ${filter.end}`, ...report.totals },
        ...report.byDay.map(({ day, ...row }) => ({ group: h.groups.day, key: day, ...row })),
        ...report.byChannel.map(({ channel, ...row }) => ({ group: h.groups.channel, key: channel, ...row })),
        ...report.byMethod.map(({ methodPay, ...row }) => ({ group: h.groups.method, key: methodPay ?? '', ...row })),
        ...report.byHour.map(({ hour, ...row }) => ({
          group: h.groups.hour,
          key: `${String(hour).padStart(2, '0')}:00`,
          ...row,
        })),
      ];
      const columns: Column<SalesLine>[] = [
        { header: h.group, kind: 'text', value: (row) => row.group, width: 18 },
        { header: h.key, kind: 'text', value: (row) => row.key, width: 26 },
        { header: h.orders, kind: 'int', value: (row) => row.orders },
        { header: h.total, kind: 'money', value: (row) => row.total },
        { header: h.tip, kind: 'money', value: (row) => row.tip },
        { header: h.discount, kind: 'money', value: (row) => row.discount },
        { header: h.deliveryValue, kind: 'money', value: (row) => row.deliveryValue },
        { header: h.averageTicket, kind: 'money', value: (row) => row.averageTicket },
      ];
      return spreadsheetStream(format, {
        name: h.sales,
        columns,
        currency: await reports.currency(scope),
        // A report of at most a few hundred lines (90 days, 24 hours): one batch.
        batches: (async function* () {
          yield lines;
        })(),
      });
    },

    /** A line per closed movement and payment method: system, counted and over/short. */
    async exportCashCounts(
      auth: AuthContext,
      filter: CashCountReportFilter,
      format: ExportFormat,
      lang: ExportLanguage,
    ) {
      const scope = branchScope(auth);
      const h = HEADERS[lang];
      const columns: Column<CashCountLine>[] = [
        { header: h.cashier, kind: 'text', value: (row) => row.cashier },
        { header: h.openDate, kind: 'text', value: (row) => row.openDate, width: 20 },
        { header: h.closeDate, kind: 'text', value: (row) => row.closeDate, width: 20 },
        { header: h.openedBy, kind: 'text', value: (row) => row.openedBy },
        { header: h.closedBy, kind: 'text', value: (row) => row.closedBy },
        { header: h.methodPay, kind: 'text', value: (row) => row.methodPay },
        { header: h.system, kind: 'money', value: (row) => row.system },
        { header: h.counted, kind: 'money', value: (row) => row.counted },
        { header: h.difference, kind: 'money', value: (row) => row.difference },
      ];
      return spreadsheetStream(format, {
        name: h.cashCounts,
        columns,
        currency: await reports.currency(scope),
        batches: cashCountLines(pages((page, pageSize) => cashCounts.rows(scope, filter, { page, pageSize }))),
      });
    },
  };
}
export type SalesReportService = ReturnType<typeof createSalesReportService>;

/** Each movement's page turned into its lines per payment method. */
async function* cashCountLines(movements: AsyncIterable<CashCountReportPage['content']>) {
  for await (const batch of movements) {
    yield batch.flatMap((movement) =>
      movement.methods.map(
        (method): CashCountLine => ({
          cashier: movement.cashier.name,
          openDate: movement.openDate,
          closeDate: movement.closeDate,
          openedBy: movement.openedBy?.name ?? null,
          closedBy: movement.closedBy?.name ?? null,
          ...method,
        }),
      ),
    );
  }
}
