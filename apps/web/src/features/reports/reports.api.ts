import {
  type CashCountReportRequest,
  cashCountReportPageSchema,
  type ExportFormat,
  myCashiersSchema,
  orderChannelListSchema,
  type ProductReportSort,
  productReportPageSchema,
  REPORT_PAGE_SIZE,
  type SalesReportRequest,
  salesReportSchema,
  tipReportPageSchema,
} from '@comandero/domain';
import { api, apiDownload } from '../../app/api';

export interface ReportRange {
  start: string;
  end: string;
}

type SalesReportFilterInput = SalesReportRequest['filter'];
type CashCountFilterInput = CashCountReportRequest['filter'];

export const reportKeys = {
  sales: (filter: object) => ['reports', 'sales', filter] as const,
  cashCounts: (page: number, filter: object) => ['reports', 'cash-counts', page, filter] as const,
  cashiers: ['reports', 'cashiers'] as const,
  orderChannels: ['order-channels'] as const,
  tips: (page: number, filter: object) => ['reports', 'tips', page, filter] as const,
  products: (page: number, filter: object, sort: ProductReportSort) =>
    ['reports', 'products', page, filter, sort] as const,
};

export const fetchTipReport = (page: number, filter: ReportRange & { waiterId?: string }) =>
  api.post('/reports/tips', { page, pageSize: REPORT_PAGE_SIZE, filter }, tipReportPageSchema);

export const fetchProductReport = (page: number, filter: ReportRange, sort: ProductReportSort) =>
  api.post('/reports/products', { page, pageSize: REPORT_PAGE_SIZE, filter, sort }, productReportPageSchema);

/** The server streams the file; the browser saves it under `name.format`. */
export async function exportReport(path: string, body: object, format: ExportFormat, lang: string, name: string) {
  const blob = await apiDownload(`${path}?format=${format}&lang=${lang.startsWith('en') ? 'en' : 'es'}`, body);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const fetchSalesReport = (filter: SalesReportFilterInput) =>
  api.post('/reports/sales', { filter }, salesReportSchema);

export const fetchCashCountReport = (page: number, filter: CashCountFilterInput) =>
  api.post('/reports/cash-counts', { page, pageSize: REPORT_PAGE_SIZE, filter }, cashCountReportPageSchema);

/** The branch's cashier boxes and their users: the cash-count report's filters. */
export const fetchCashiers = () => api.get('/cashiers', myCashiersSchema);

/** The business's order channels (spec 01 §7 `order-channels?deleted=false`): the sales report's filter. */
export const fetchOrderChannels = () => api.get('/order-channels?deleted=false', orderChannelListSchema);
