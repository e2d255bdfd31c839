import { type BillDocument, money, type TicketDocument } from '@comandero/domain';

/** Fixed documents the golden files are rendered from. */
export const GOLDEN_BILL: BillDocument = {
  displayNumber: 15,
  billing: {
    consecutive: 1001,
    header: 'Café La Peña\nNIT 900.123.456-7\nCalle 10 # 5-20, Bogotá',
    footer: 'Gracias por su visita. ¡Vuelva pronto!',
    qr: 'https://comandero.example/factura/1001',
  },
  customer: null,
  closeDate: '2026-11-22 10:05:00',
  tableName: 'Mesa 4',
  waiter: 'Ana Muñoz',
  people: 2,
  part: null,
  lines: [
    { name: 'Limonada de coco', quantity: 2, unitPrice: money(9000), total: money(18000), preparation: '' },
    {
      name: 'Hamburguesa de pollo con champiñones',
      quantity: 1,
      unitPrice: money(31000),
      total: money(31000),
      preparation: 'Papas fritas · 2x Queso extra · sin cebolla',
    },
    { name: 'Ajiaco santafereño', quantity: 1, unitPrice: money(28000), total: money(28000), preparation: 'Grande' },
  ],
  summary: {
    subtotal: money(77000),
    discount: money(7700),
    addedTaxes: money(0),
    includedTaxes: money(5133),
    tip: money(6930),
    deliveryValue: money(0),
    total: money(76230),
    taxes: [{ name: 'INC 8%', amount: money(5133), includeCost: true }],
  },
  payment: { methodPay: 'Efectivo', valueReceive: money(100000), valueReturn: money(23770) },
  observation: 'Cliente frecuente, cumpleaños',
  items: [],
  sentBy: '01900000-0000-7000-8000-000000000001',
};

/** The same table's order printed before charging: no number, no billing settings, no payment. */
export const GOLDEN_PRE_BILL: BillDocument = {
  ...GOLDEN_BILL,
  displayNumber: null,
  provisionalNumber: null,
  preBill: true,
  billing: undefined,
  payment: null,
  observation: '',
};

export const GOLDEN_COMMAND: TicketDocument = {
  tableName: 'Mesa 4',
  tableNumber: 4,
  waiter: 'Ana Muñoz',
  people: 2,
  createdAt: '2026-11-22T15:04:00.000Z',
  items: [
    { name: 'Ajiaco santafereño', quantity: 1, preparation: 'Grande' },
    {
      name: 'Hamburguesa de pollo con champiñones',
      quantity: 12,
      preparation: 'Papas fritas · 2x Queso extra · sin cebolla',
    },
  ],
  sentBy: '01900000-0000-7000-8000-000000000001',
};
