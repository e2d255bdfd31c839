import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiSession, productId } from './session';

/** A self-service order and a delivery, charged by the administrator in the open Caja 1. */
export async function closeOtherChannels(api: APIRequestContext, cashierId: string): Promise<number[]> {
  const admin = await apiSession(api, 'admin');
  const headers = () => ({ authorization: `Bearer ${admin.jwt}`, 'idempotency-key': randomUUID() });
  const ajiaco = await productId(api, admin.jwt, 'Ajiaco santafereño');
  const line = () => ({ id: randomUUID(), productId: ajiaco, quantity: 1 });
  const ok = async (answer: Promise<Awaited<ReturnType<APIRequestContext['post']>>>) => {
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    return response;
  };
  const selfService = await ok(
    api.post('/api/orders/self-service', {
      headers: headers(),
      data: { id: randomUUID(), lines: [line()], methodPay: 'Tarjeta', cashierId },
    }),
  );
  const id = randomUUID();
  await ok(
    api.post('/api/delivery/orders', {
      headers: headers(),
      data: {
        id,
        form: { phone: '300 555 7788', customer: 'Marta Ruiz', address: 'Calle 45 # 12-30', valueDelivery: 5000 },
      },
    }),
  );
  await ok(api.post(`/api/tables/${id}/lines`, { headers: headers(), data: { lines: [line(), line()] } }));
  await ok(api.post(`/api/tables/${id}/command`, { headers: headers() }));
  const delivery = await ok(
    api.post(`/api/tables/${id}/close`, {
      headers: headers(),
      data: { methodPay: 'Efectivo', valueReceive: 500_000, cashierId },
    }),
  );
  const totalOf = async (response: Awaited<ReturnType<APIRequestContext['post']>>) =>
    ((await response.json()) as { order: { total: number } }).order.total;
  return [await totalOf(selfService), await totalOf(delivery)];
}
