import {
  type CheckoutSettings,
  type ClosePayment,
  CURRENCIES,
  type Currency,
  changeDue,
  closePaymentSchema,
  isCashMethod,
  type Money,
  money,
} from '@comandero/domain';
import { amountOfText } from '../../ui/moneyText';

/** What the payment part of the drawer holds. */
export interface PaymentState {
  methodPay: string | null;
  /** The received cash as typed. */
  received: string;
  observation: string;
}

export const EMPTY_PAYMENT: PaymentState = { methodPay: null, received: '', observation: '' };

export type PaymentField = 'methodPay' | 'valueReceive' | 'observation';
/** The domain's messages: REQUIRED, INVALID and 'PRICE BILL'. */
export type PaymentErrors = Partial<Record<PaymentField, string>>;

export type PaymentCheck = { ok: true; payment: ClosePayment } | { ok: false; errors: PaymentErrors };

/**
 * Spec 01 §5 by the domain's schema: a method of the branch; for cash the received amount is
 * required and at least the total ('PRICE BILL'); observation at most 500 characters.
 */
export function checkPayment(
  state: PaymentState,
  settings: Pick<CheckoutSettings, 'paymentMethods' | 'currency'>,
  total: Money,
  delivery = false,
): PaymentCheck {
  const typed = state.received.trim();
  const received = typed === '' ? null : amountOfText(typed, settings.currency);
  if (typed !== '' && received === null && isCash(state.methodPay, settings)) {
    return { ok: false, errors: { valueReceive: 'INVALID' } };
  }
  const parsed = closePaymentSchema({ methods: settings.paymentMethods, total, delivery }).safeParse({
    methodPay: state.methodPay ?? '',
    valueReceive: received,
    observation: state.observation,
  });
  if (parsed.success) return { ok: true, payment: parsed.data };
  const errors: PaymentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? 'methodPay') as PaymentField;
    errors[field] ??= issue.message === 'PRICE BILL' || issue.message === 'REQUIRED' ? issue.message : 'INVALID';
  }
  return { ok: false, errors };
}

export function isCash(methodPay: string | null, settings: Pick<CheckoutSettings, 'paymentMethods'>): boolean {
  const method = settings.paymentMethods.find((candidate) => candidate.name === methodPay);
  return method ? isCashMethod(method) : false;
}

/** The change shown live while the amount is typed: received − total, never negative. */
export function liveChange(received: string, total: Money, currency: Currency): Money | null {
  const amount = amountOfText(received, currency);
  return amount === null ? null : changeDue(amount, total);
}

/** Quick amounts for cash: the exact total, then the next round bills above it. */
export function quickAmounts(total: Money, currency: Currency): Money[] {
  // Bills of 10.000, 50.000 and 100.000 pesos; of 10, 50 and 100 where the currency has cents.
  const steps = CURRENCIES[currency].decimals === 0 ? [10_000, 50_000, 100_000] : [1_000, 5_000, 10_000];
  const rounded = steps.map((step) => money(Math.ceil(total / step) * step)).filter((amount) => amount > total);
  return [total, ...new Set(rounded)].slice(0, 4);
}
