import { type Currency, formatMoney, money } from '../money/money.js';
import type { BillDocument, DeliveryCustomer } from './print-document.js';
import { escapeHtml, receiptPage } from './receipt-page.js';

const row = (label: string, amount: string, strong = false) =>
  `<div class="row${strong ? ' strong' : ''}"><span>${escapeHtml(label)}</span><span>${amount}</span></div>`;

const centred = (text: string) => (text ? `<div class="center">${escapeHtml(text)}</div>` : '');

/** The delivery customer's lines, when the bill has one. */
const customerHtml = (customer: DeliveryCustomer | null | undefined) =>
  customer
    ? [
        customer.name,
        customer.identification,
        [customer.address, customer.addressLine1].filter(Boolean).join(' '),
        customer.neighborhood,
        customer.phone,
        customer.driver ? `Domiciliario: ${customer.driver}` : null,
      ]
        .filter(Boolean)
        .map((text) => `<div>${escapeHtml(text ?? '')}</div>`)
        .join('')
    : '';

/** What a pre-bill is titled: the bill of an open order, not an invoice. */
export const PRE_BILL_TITLE = 'PRE-CUENTA';

/** "FACTURA #42", before the server has the charge "FACTURA PROVISIONAL 7F3A9C-42", or "PRE-CUENTA". */
export const billTitle = (bill: Pick<BillDocument, 'displayNumber' | 'provisionalNumber' | 'preBill'>): string => {
  if (bill.preBill) return PRE_BILL_TITLE;
  return bill.displayNumber === null
    ? `FACTURA PROVISIONAL ${bill.provisionalNumber ?? ''}`.trim()
    : `FACTURA #${bill.displayNumber}`;
};

/** The tip line's label: a pre-bill only suggests it. */
export const tipLabel = (bill: Pick<BillDocument, 'preBill'>): string =>
  bill.preBill ? 'Propina sugerida' : 'Propina';

/**
 * The 80 mm HTML bill: the preview of a stored bill job and the browser's print fallback. `qrSvg`
 * is the billing QR drawn as SVG (the printer draws its own from the text).
 */
export function billHtml(bill: BillDocument, currency: Currency, qrSvg: string | null = null): string {
  const price = (amount: number) => escapeHtml(formatMoney(money(amount), currency));
  const lines = bill.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}${line.preparation ? `<div class="prep">${escapeHtml(line.preparation)}</div>` : ''}</td><td class="num">${line.quantity}</td><td class="num">${price(line.total)}</td></tr>`,
    )
    .join('');
  const { summary, payment } = bill;
  const taxes = summary.taxes
    .map((tax) => row(`${tax.name}${tax.includeCost ? ' (incl.)' : ''}`, price(tax.amount)))
    .join('');
  const billing = bill.billing;
  const body = `
${centred(billing?.header ?? '')}
<h1>${escapeHtml(billTitle(bill))}${bill.part ? ` · ${escapeHtml(bill.part)}` : ''}</h1>
${bill.displayNumber !== null && bill.provisionalNumber ? centred(`Provisional ${bill.provisionalNumber}`) : ''}
${billing ? centred(`No. ${billing.consecutive}`) : ''}
<div class="meta"><span>${escapeHtml(bill.tableName ?? '')}</span><span>${escapeHtml(bill.closeDate)}</span></div>
<div class="meta"><span>${escapeHtml(bill.waiter ?? '')}</span><span>${bill.people ?? ''}</span></div>
${customerHtml(bill.customer)}
<table><thead><tr><th>Producto</th><th class="num">Cant.</th><th class="num">Total</th></tr></thead><tbody>${lines}</tbody></table>
<div class="totals">
${row('Subtotal', price(summary.subtotal))}
${summary.discount ? row('Descuento', `-${price(summary.discount)}`) : ''}
${taxes}
${summary.tip ? row(tipLabel(bill), price(summary.tip)) : ''}
${summary.deliveryValue ? row('Domicilio', price(summary.deliveryValue)) : ''}
${row('TOTAL', price(summary.total), true)}
${payment ? row('Medio de pago', escapeHtml(payment.methodPay)) : ''}
${payment && payment.valueReceive !== null ? row('Recibido', price(payment.valueReceive)) : ''}
${payment?.valueReturn ? row('Cambio', price(payment.valueReturn)) : ''}
</div>
${bill.observation ? `<p class="prep">${escapeHtml(bill.observation)}</p>` : ''}
${qrSvg ? `<div class="qr">${qrSvg}</div>` : ''}
${centred(billing?.footer ?? '')}`;
  return receiptPage(billTitle(bill), body);
}
