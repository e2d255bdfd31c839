import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiSession, productId, tablesByNumber } from './session';

/** What a closed table charged, as the server answered the close. */
export interface Closed {
  total: number;
  tip: number;
  waiter: string;
  methodPay: string;
  channel: string;
}

/**
 * The cashier opens Caja 1 and charges tables served by Mario Mesero and by Ana Administradora,
 * each with a tip; the reports specs read them back.
 */
export async function closeTablesWithTips(api: APIRequestContext): Promise<Closed[]> {
  const cashier = await apiSession(api, 'caja');
  const admin = await apiSession(api, 'admin');
  const mesero = await apiSession(api, 'mesero');
  const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });
  const cashiers = (await (await api.get('/api/cashiers', { headers: bearer(admin.jwt) })).json()) as {
    id: string;
    name: string;
  }[];
  const counts = Object.fromEntries([
    ...[50, 100, 200, 500, 1000].map((value) => [`coin_${value}`, 0]),
    ...[1000, 2000, 5000, 10000, 20000, 50000, 100000].map((value) => [`bill_${value}`, value === 50000 ? 2 : 0]),
  ]);
  const opened = await api.post('/api/cashiers/register/state', {
    headers: bearer(cashier.jwt),
    data: {
      type: 1,
      cashierId: cashiers.find((row) => row.name === 'Caja 1')!.id,
      createdAt: new Date().toISOString(),
      detail: { counts },
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const tables = await tablesByNumber(api, admin.jwt);
  const ajiaco = await productId(api, admin.jwt, 'Ajiaco santafereño');
  const limonada = await productId(api, admin.jwt, 'Limonada de coco');
  const served = [
    {
      number: 1,
      waiter: mesero,
      lines: [
        { productId: ajiaco, quantity: 2 },
        { productId: limonada, quantity: 2 },
      ],
      tip: 5600,
    },
    { number: 2, waiter: mesero, lines: [{ productId: ajiaco, quantity: 1 }], tip: 2800 },
    { number: 3, waiter: admin, lines: [{ productId: limonada, quantity: 3 }], tip: 1350 },
  ];
  const closed: Closed[] = [];
  for (const { number, waiter, lines, tip } of served) {
    const tableId = tables.get(number)!.id;
    const write = { ...bearer(waiter.jwt), 'idempotency-key': randomUUID() };
    const added = await api.post(`/api/tables/${tableId}/lines`, {
      headers: write,
      data: { lines: lines.map((line) => ({ id: randomUUID(), ...line })), people: 2 },
    });
    expect(added.status(), await added.text()).toBe(200);
    const sent = await api.post(`/api/tables/${tableId}/command`, {
      headers: { ...bearer(waiter.jwt), 'idempotency-key': randomUUID() },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const charged = await api.post(`/api/tables/${tableId}/close`, {
      headers: { ...bearer(cashier.jwt), 'idempotency-key': randomUUID() },
      data: { methodPay: 'Tarjeta', tip: { kind: 'amount', amount: tip } },
    });
    expect(charged.status(), await charged.text()).toBe(200);
    const { order } = (await charged.json()) as { order: { total: number; tip: number } };
    closed.push({
      total: order.total,
      tip: order.tip,
      waiter: waiter.user.name,
      methodPay: 'Tarjeta',
      channel: 'onsite',
    });
  }
  return closed;
}

/** A self-service sale paid in cash by the cashier, charged in the open Caja 1. */
export async function sellSelfServiceInCash(api: APIRequestContext): Promise<Closed> {
  const cashier = await apiSession(api, 'caja');
  const limonada = await productId(api, cashier.jwt, 'Limonada de coco');
  const sold = await api.post('/api/orders/self-service', {
    headers: { authorization: `Bearer ${cashier.jwt}`, 'idempotency-key': randomUUID() },
    data: {
      id: randomUUID(),
      lines: [{ id: randomUUID(), productId: limonada, quantity: 2 }],
      methodPay: 'Efectivo',
      valueReceive: 100000,
    },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  const { order } = (await sold.json()) as { order: { total: number; tip: number } };
  return {
    total: order.total,
    tip: order.tip,
    waiter: cashier.user.name,
    methodPay: 'Efectivo',
    channel: 'self-service',
  };
}

/**
 * The cashier closes Caja 1 counting every method as the system says, but `short` less cash; the
 * answer is the stored close (system and counted per method).
 */
export async function closeCaja1(api: APIRequestContext, short: number) {
  const cashier = await apiSession(api, 'caja');
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${cashier.jwt}`, 'idempotency-key': randomUUID() };
  const cashiers = (await (
    await api.get('/api/cashiers', { headers: { authorization: `Bearer ${admin.jwt}` } })
  ).json()) as { name: string; openMovementId: string | null }[];
  const movementId = cashiers.find((row) => row.name === 'Caja 1')!.openMovementId!;
  const info = (await (await api.post('/api/orders/cashier/info', { headers, data: { movementId } })).json()) as {
    methodsBySystem: Record<string, number>;
  };
  const movement = (await (await api.get(`/api/cashiers/movements/${movementId}`, { headers })).json()) as {
    version: number;
  };
  const counted = { ...info.methodsBySystem, Efectivo: (info.methodsBySystem.Efectivo ?? 0) - short };
  const closed = await api.put(`/api/cashiers/movements/${movementId}`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { version: movement.version, closeDate: new Date().toISOString(), methodsByUser: counted },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  return closed.json() as Promise<{
    methodsBySystem: Record<string, number>;
    methodsByUser: Record<string, number>;
    difference: number;
  }>;
}
