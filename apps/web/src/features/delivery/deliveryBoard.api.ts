import {
  DELIVERY_PAGE_SIZE,
  type DeliveryBoardState,
  type DeliveryMoveInput,
  driversCashSchema,
  type OrderSummary,
  orderPageSchema,
  orderSummarySchema,
  USERS_PAGE_SIZE,
  usersPageSchema,
} from '@comandero/domain';
import { api } from '../../app/api';
import { submitOperation } from '../../app/outbox/submit';

export const deliveryBoardKeys = {
  all: ['delivery-board'] as const,
  list: (state: DeliveryBoardState, page: number, day: string | null) => ['delivery-board', state, page, day] as const,
  driversCash: ['delivery-board', 'drivers-cash'] as const,
};

/** One of the board's lists, 5 a page (spec 01 §7: {page, offset 5, filter{state, methodDelivery, closeDate}}). */
export const fetchDeliveryPage = (state: DeliveryBoardState, page: number, closeDate: string | null) =>
  api.post(
    '/orders/page',
    {
      page,
      offset: DELIVERY_PAGE_SIZE,
      filter: { state, methodDelivery: 'delivery', ...(closeDate ? { closeDate } : {}) },
    },
    orderPageSchema,
  );

/** The cash each driver brings back from the orders out now. */
export const fetchDriversCash = (signal?: AbortSignal) => api.get('/delivery/drivers/cash', driversCashSchema, signal);

/** A board move goes through the outbox like every POS write (DESIGN §7). */
export const moveDelivery = (order: OrderSummary, body: DeliveryMoveInput): Promise<OrderSummary> =>
  submitOperation(
    {
      kind: 'moveDeliveryOrder',
      method: 'PUT',
      path: `/orders/${order.id}/delivery-state`,
      body,
      summary: { tableName: order.delivery?.customerName ?? `#${order.displayNumber ?? ''}`, amount: order.total },
    },
    orderSummarySchema,
  );

export const driverUserKeys = {
  search: (name: string) => ['delivery-drivers', name] as const,
};

/** The branch's users whose name holds `name` (the first 20): who may take a delivery. */
export const fetchDriverUsers = async (name: string) =>
  (await api.post('/users/page', { page: 0, pageSize: USERS_PAGE_SIZE, filter: name ? { name } : {} }, usersPageSchema))
    .content;
