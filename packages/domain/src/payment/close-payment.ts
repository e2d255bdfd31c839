import { z } from 'zod';
import { type Money, money } from '../money/money.js';
import { moneyAmountSchema } from '../money/money-input.js';

/** Observations on a close, a cashier close or a rejection: at most 500 characters (spec 01 §9). */
export const OBSERVATION_MAX = 500;

/** A payment method the branch allows (payment_methods_allowed); types include cash and online ones. */
export interface PaymentMethod {
  name: string;
  type: string;
}

/** Cash by its type, or by a name containing efectivo as the cashier close reads it (spec 01 §5). */
export const isCashMethod = (method: PaymentMethod): boolean =>
  method.type.trim().toLowerCase() === 'cash' || method.name.toLowerCase().includes('efectivo');

/** What goes back to the customer: received − total, or 0 when short. */
export const changeDue = (received: Money, total: Money): Money => money(Math.max(0, received - total));

export interface ClosePaymentContext {
  /** The branch's methods; the chosen one must be among them. */
  methods: readonly PaymentMethod[];
  total: Money;
  /** A delivery order is paid to the courier: the received amount is not asked. */
  delivery: boolean;
}

/**
 * The close-table drawer (spec 01 §5): a method of the branch is required; for cash, not delivery,
 * the received amount is required and at least the total ('PRICE BILL'). A method the branch lacks is
 * 'INVALID'. The output carries the change.
 */
export const closePaymentSchema = ({ methods, total, delivery }: ClosePaymentContext) =>
  z
    .object({
      methodPay: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }),
      valueReceive: moneyAmountSchema.nullish(),
      observation: z.string().trim().max(OBSERVATION_MAX).default(''),
    })
    .transform((payment, context) => {
      const method = methods.find((candidate) => candidate.name === payment.methodPay);
      if (!method) {
        context.addIssue({ code: 'custom', message: 'INVALID', path: ['methodPay'] });
        return z.NEVER;
      }
      const cash = isCashMethod(method);
      const received = cash ? (payment.valueReceive ?? null) : null;
      if (cash && !delivery && received === null) {
        context.addIssue({ code: 'custom', message: 'REQUIRED', path: ['valueReceive'] });
        return z.NEVER;
      }
      // A delivery may carry what the courier will collect; short of the total is still wrong.
      if (received !== null && received < total) {
        context.addIssue({ code: 'custom', message: 'PRICE BILL', path: ['valueReceive'] });
        return z.NEVER;
      }
      return {
        methodPay: method.name,
        valueReceive: received,
        valueReturn: received === null ? money(0) : changeDue(received, total),
        observation: payment.observation,
      };
    });
export type ClosePaymentInput = z.input<ReturnType<typeof closePaymentSchema>>;
export type ClosePayment = z.output<ReturnType<typeof closePaymentSchema>>;
