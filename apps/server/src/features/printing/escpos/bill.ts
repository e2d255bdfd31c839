import {
  type BillDocument,
  type Currency,
  type DeliveryCustomer,
  formatMoney,
  money,
  mulDivRound,
  PRE_BILL_TITLE,
  type PrinterWidth,
  type PrintJobKind,
  tipLabel,
} from '@comandero/domain';
import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { centred, receiptEncoder } from './encoder.js';
import { dashes, LAYOUTS, pair, productRow, type ReceiptLayout, wrap } from './layout.js';

export interface BillOptions {
  kind: PrintJobKind;
  currency: Currency;
  width: PrinterWidth;
}

const TITLES: Partial<Record<PrintJobKind, string>> = {
  bill: 'FACTURA DE VENTA',
  'self-service': 'AUTOSERVICIO',
  delivery: 'DOMICILIO',
};

function customerLines(customer: DeliveryCustomer, layout: ReceiptLayout): string[] {
  const fields: [string, string | null][] = [
    ['Cliente', customer.name],
    ['CC/NIT', customer.identification],
    ['Dirección', [customer.address, customer.addressLine1].filter(Boolean).join(' ') || null],
    ['Barrio', customer.neighborhood],
    ['Teléfono', customer.phone],
    ['Domiciliario', customer.driver ?? null],
  ];
  return fields.filter(([, value]) => value).flatMap(([label, value]) => wrap(`${label}: ${value}`, layout.columns));
}

function productLines(
  encoder: ReceiptPrinterEncoder,
  bill: BillDocument,
  layout: ReceiptLayout,
  price: (n: number) => string,
) {
  encoder
    .bold(true)
    .line(productRow(layout, 'PRODUCTO', 'CANT.', 'TOTAL'))
    .bold(false)
    .line(dashes(layout));
  for (const line of bill.lines) {
    const [first = '', ...rest] = wrap(line.name, layout.nameWrap);
    encoder.line(productRow(layout, first, String(line.quantity), price(line.total)));
    for (const more of rest) encoder.line(productRow(layout, more, '', ''));
    // Size, extras and note under the product, indented, wrapped at the extras width.
    const extras = line.preparation ? wrap(line.preparation, layout.extrasWrap) : [];
    for (const [index, text] of extras.entries()) {
      encoder.line(productRow(layout, `${index === 0 ? '  + ' : '    '}${text}`, '', ''));
    }
  }
}

function totalLines(
  encoder: ReceiptPrinterEncoder,
  bill: BillDocument,
  layout: ReceiptLayout,
  price: (n: number) => string,
) {
  const { summary, payment } = bill;
  const row = (label: string, value: string) => encoder.line(pair(label, value, layout.columns));
  row('Subtotal', price(summary.subtotal));
  if (summary.discount) row('Descuento', `-${price(summary.discount)}`);
  for (const tax of summary.taxes) row(`${tax.name}${tax.includeCost ? ' (incluido)' : ''}`, price(tax.amount));
  if (summary.tip) row(tipLabel(bill), price(summary.tip));
  if (summary.deliveryValue) row('Domicilio', price(summary.deliveryValue));
  encoder.bold(true).height(2);
  row('TOTAL', price(summary.total));
  encoder.height(1).bold(false);
  const people = bill.people ?? 1;
  if (people > 1) row(`Por persona (${people})`, price(mulDivRound(summary.total, 1, people)));
  if (payment) {
    encoder.line(dashes(layout));
    row('Medio de pago', payment.methodPay);
    if (payment.valueReceive !== null) row('Recibido', price(payment.valueReceive));
    if (payment.valueReturn) row('Cambio', price(payment.valueReturn));
  }
  if (bill.observation) for (const text of wrap(`Observación: ${bill.observation}`, layout.columns)) encoder.line(text);
}

function orderNumber(encoder: ReceiptPrinterEncoder, bill: BillDocument, kind: PrintJobKind) {
  // The order number is what a self-service customer listens for: print it big.
  if (kind === 'self-service') encoder.size(2, 2);
  const number = bill.displayNumber === null ? `Provisional ${bill.provisionalNumber ?? ''}` : `#${bill.displayNumber}`;
  centred(encoder, [`Orden ${number}${bill.part ? ` (${bill.part})` : ''}`]);
  if (bill.displayNumber !== null && bill.provisionalNumber)
    centred(encoder, [`Provisional ${bill.provisionalNumber}`]);
}

/** A bill, self-service ticket, delivery ticket or pre-bill as ESC/POS bytes (spec 02 §3 Print document, §9 layout). */
export function billEscPos(bill: BillDocument, options: BillOptions): Uint8Array {
  const layout = LAYOUTS[options.width];
  const price = (amount: number) => formatMoney(money(amount), options.currency);
  const encoder = receiptEncoder(layout);
  const billing = bill.billing;
  if (billing?.header) centred(encoder, wrap(billing.header, layout.columns));
  encoder.bold(true);
  centred(encoder, [bill.preBill ? PRE_BILL_TITLE : (TITLES[options.kind] ?? TITLES.bill ?? '')]);
  if (billing) centred(encoder, [`No. ${billing.consecutive}`]);
  encoder.bold(false);
  // A pre-bill has no number: the order is numbered when it is charged.
  if (!bill.preBill) orderNumber(encoder, bill, options.kind);
  encoder.size(1, 1).line(dashes(layout));
  encoder.line(pair(bill.tableName ?? '', bill.closeDate, layout.columns));
  if (bill.waiter || bill.people) {
    encoder.line(pair(bill.waiter ? `Mesero: ${bill.waiter}` : '', `Personas: ${bill.people ?? 1}`, layout.columns));
  }
  if (bill.customer) for (const text of customerLines(bill.customer, layout)) encoder.line(text);
  encoder.line(dashes(layout));
  productLines(encoder, bill, layout, price);
  encoder.line(dashes(layout));
  totalLines(encoder, bill, layout, price);
  if (billing?.qr) {
    encoder
      .newline()
      .align('center')
      .qrcode(billing.qr, { model: 2, size: options.width === 80 ? 6 : 4, errorlevel: 'm' });
    encoder.align('left');
  }
  if (billing?.footer) centred(encoder.newline(), wrap(billing.footer, layout.columns));
  return encoder.cut('partial').encode();
}
