import { type CheckoutSettings, type CloseResult, money, type OrderDetail, type OrderLine } from '@comandero/domain';
import { busyTable } from './fixtures';
import { BURGER, orderLine } from './orderFixtures';

const id = (n: number) => `0194c2a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** The demo branch: COP, cash and two other methods, INC 8 % inside the prices, a 10 % tip on tables. */
export const SETTINGS: CheckoutSettings = {
  currency: 'COP',
  paymentMethods: [
    { name: 'Efectivo', type: 'cash' },
    { name: 'Tarjeta', type: 'card' },
    { name: 'Transferencia', type: 'transfer' },
  ],
  taxes: [{ name: 'Impuesto al consumo', shortName: 'INC', rateBp: 800, includeCost: true }],
  tips: [{ rateBp: 1000, serviceTypes: ['onsite'] }],
  orderPin: true,
};

const sent = (name: string, unitPrice: number, quantity: number, n: number): OrderLine =>
  orderLine(BURGER, {
    id: id(n),
    name,
    unitPrice: money(unitPrice),
    basePrice: money(unitPrice),
    quantity,
    sentQuantity: quantity,
    commandSent: true,
  });

/** Two coconut lemonades and an ajiaco, sent: $46.000, as in the server's checkout test. */
export const LEMONADES = sent('Limonada de coco', 9000, 2, 901);
export const AJIACO = sent('Ajiaco santafereño', 28000, 1, 902);
export const SERVED_LINES = [LEMONADES, AJIACO];

export const CASHIER_ID = id(950);
export const JOB_ID = id(960);

export const servedTable = (user: { id: string; name: string }) =>
  busyTable(1, user, 2, { currentOrderId: id(970), total: money(46000), itemCount: 3 });

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: id(980),
    displayNumber: 41,
    provisionalNumber: null,
    state: 6,
    closeDate: '2026-03-04 13:25:00',
    methodDelivery: 'onsite',
    channel: 'POS',
    table: { id: id(101), name: 'Mesa 1' },
    methodPay: 'Efectivo',
    total: money(45540),
    people: 2,
    part: null,
    lines: SERVED_LINES,
    subtotal: money(46000),
    discount: { reason: 'cumpleanios', other: '', type: 'PERCENT', value: 10, amount: money(4600) },
    taxes: [{ name: 'Impuesto al consumo', shortName: 'INC', rateBp: 800, includeCost: true, amount: money(3067) }],
    addedTaxes: money(0),
    tip: money(4140),
    deliveryValue: money(0),
    valueReceive: money(100000),
    valueReturn: money(54460),
    observation: '',
    waiter: 'Mario Mesero',
    closedBy: 'Carlos Cajero',
    ...overrides,
  };
}

export const closeResult = (order: Partial<OrderDetail> = {}, remainingParts = 0): CloseResult => ({
  order: orderDetail(order),
  billJobId: JOB_ID,
  remainingParts,
});

/** The bill's print job, as the queue leaves it once a printer took it. */
export const printedJob = {
  id: JOB_ID,
  kind: 'bill',
  printerId: null,
  status: 'printed',
  createdAt: '2026-03-04T13:25:00.000Z',
  items: [],
  orderId: id(980),
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  printedAt: '2026-03-04T13:25:01.000Z',
  sentTo: null,
  createdBy: { id: id(11), name: 'Carlos Cajero' },
};

/** The cashier this device opened ('Caja Cobros'), as the top bar lists it. */
export const OPEN_CASHIER = {
  id: CASHIER_ID,
  name: 'Caja Cobros',
  users: [],
  createdAt: '2026-03-04T12:00:00.000Z',
  openMovementId: id(951),
};
