import {
  type CheckoutSettings,
  closePaymentSchema,
  closingState,
  type DeliveryCustomer,
  formatCloseDate,
  formatDay,
  type OrderLine,
  type PaymentRequest,
  type PriceSummary,
  type SalesDiscount,
  type ServiceType,
} from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';
import type { AfterClose, ClosingParticipant, OrderClose, OrderSale } from '../../shared/closing-participant.js';
import { AppError, conflict } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { CheckoutUnit } from './checkout.repository.js';

/** One close's transaction: checkout's repositories on it, and the steps the other features take in it. */
export interface Closing {
  unit: CheckoutUnit;
  trx: Db;
  /** In order; composed in register-checkout.ts. */
  participants: readonly ClosingParticipant[];
}

export interface CloseOrderInput {
  scope: BranchScope;
  /** The branch's taxes and payment methods (read once per request, from the settings cache). */
  settings: CheckoutSettings;
  userId: string;
  orderId: string;
  lines: OrderLine[];
  discount: SalesDiscount | null;
  payment: PaymentRequest;
  serviceType: ServiceType;
  people: number | null;
  table: { name: string; waiter: string | null } | null;
  /** The figures this payment charges: the domain's `billOf(order, choice).charged`. */
  charged: PriceSummary;
  /** One of N equal parts of a bill: its label "2/3". */
  partLabel?: string;
  /** The open cashier the order is charged in (null when the branch does not require one). */
  drawer: { movementId: string; cashierId: string } | null;
  now: Date;
  timeZone: string;
  /** A delivery order's customer: the bill is the delivery ticket (spec 02 §3). */
  customer?: DeliveryCustomer | null;
  /** Sent from a device's outbox: the number its bill may have printed with before the server had it. */
  provisionalNumber: string | null;
}

/**
 * Closes one order inside the caller's transaction: the bill computed by the domain, the payment
 * checked against it; the sale's participants (stock); a display number allocated and the figures
 * written; then the closed order's participants (summaries, the bill's print job…), each stage in
 * the list's order. Their after-commit notices come back.
 */
export async function closeOrder({ unit, trx, participants }: Closing, input: CloseOrderInput) {
  const { settings, charged: summary } = input;
  if (input.payment.expectedTotal !== undefined && input.payment.expectedTotal !== summary.total) {
    throw new AppError(409, 'TOTAL_CHANGED', 'The bill changed on another terminal; check it and charge again', {
      total: summary.total,
    });
  }
  const payment = closePaymentSchema({
    methods: settings.paymentMethods,
    total: summary.total,
    delivery: input.serviceType === 'delivery',
  }).safeParse(input.payment);
  if (!payment.success) {
    const issue = payment.error.issues[0];
    throw new AppError(422, 'VALIDATION_ERROR', issue?.message ?? 'INVALID', [
      { path: `body.${issue?.path.join('.') ?? 'methodPay'}`, message: issue?.message ?? 'INVALID' },
    ]);
  }
  const stamp = input.now.toISOString();
  const day = formatDay(input.now, input.timeZone);
  const sale: OrderSale = {
    scope: input.scope,
    orderId: input.orderId,
    lines: input.lines,
    closedBy: input.userId,
    now: input.now,
    day,
  };
  const notices: AfterClose[] = [];
  for (const participant of participants) {
    if (participant.stage !== 'sale') continue;
    const notice = await participant.run(trx, sale);
    if (notice) notices.push(notice);
  }
  // From here to the commit the branch's counter row is locked: only what needs the number follows.
  const displayNumber = await unit.checkout.nextNumber(input.scope.branchId, 'order');
  const closeDate = formatCloseDate(input.now, input.timeZone);
  const label = input.partLabel ?? null;
  const closed = await unit.checkout.close(
    input.orderId,
    {
      state: closingState(input.serviceType),
      displayNumber,
      closeDate,
      subtotal: summary.subtotal,
      discount: input.partLabel ? null : input.discount,
      discountAmount: summary.discount,
      taxes: summary.taxes,
      addedTaxes: summary.addedTaxes,
      tip: summary.tip,
      deliveryValue: summary.deliveryValue,
      total: summary.total,
      methodPay: payment.data.methodPay,
      valueReceived: payment.data.valueReceive,
      valueReturned: payment.data.valueReturn,
      observation: payment.data.observation,
      closedBy: input.userId,
      cashierId: input.drawer?.cashierId ?? null,
      cashierMovementId: input.drawer?.movementId ?? null,
      part: label,
      provisionalNumber: input.provisionalNumber,
    },
    stamp,
  );
  // The participants count the order as newly closed (the summaries most of all): it must have been open.
  if (!closed) throw conflict('The order is already closed');
  const close: OrderClose = {
    scope: input.scope,
    orderId: input.orderId,
    serviceType: input.serviceType,
    displayNumber,
    provisionalNumber: input.provisionalNumber,
    closeDate,
    now: input.now,
    day,
    table: input.table,
    people: input.people,
    part: label,
    lines: input.lines,
    charged: summary,
    payment: payment.data,
    closedBy: input.userId,
    customer: input.customer ?? null,
    billJobId: newId(),
  };
  for (const participant of participants) {
    if (participant.stage !== 'closed') continue;
    const notice = await participant.run(trx, close);
    if (notice) notices.push(notice);
  }
  return { billJobId: close.billJobId, displayNumber, notices };
}
