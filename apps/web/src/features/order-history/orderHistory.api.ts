import {
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderPageRequest,
  orderDetailSchema,
  orderPageSchema,
} from '@comandero/domain';
import { z } from 'zod';
import { api } from '../../app/api';

export type OrderFilter = NonNullable<OrderPageRequest['filter']>;

export const orderHistoryKeys = {
  all: ['orders'] as const,
  page: (page: number, filter: OrderFilter) => ['orders', 'page', page, filter] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** Ten orders a page (counting from 0), newest first, by the history's filters. */
export const fetchOrdersPage = (page: number, filter: OrderFilter) =>
  api.post('/orders/page', { page, pageSize: ORDERS_PAGE_SIZE, filter }, orderPageSchema);

export const fetchOrder = (id: string, signal?: AbortSignal): Promise<OrderDetail> =>
  api.get(`/orders/${id}`, orderDetailSchema, signal);

/** A copy of the order's last bill to the printer (or the browser, without one). */
export const reprintOrder = (id: string): Promise<{ jobId: string }> =>
  api.post(`/orders/${id}/reprint`, undefined, z.object({ jobId: z.string() }));
