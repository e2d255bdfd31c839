import { z } from 'zod';
import { type Currency, type Money, money } from '../money/money.js';
import { MONEY_MAX } from '../money/money-input.js';
import { ORDER_STATE } from '../order/states.js';
import { isCashMethod, OBSERVATION_MAX, type PaymentMethod } from '../payment/close-payment.js';
import { requiredDateTimeSchema } from '../time/date-range.js';
import { COUNT_INVALID, cashCountSchema } from './count.js';

export type AmountsByMethod = Record<string, Money>;

/**
 * The one state in which a charged order's money is in the drawer (docs/cash-drawer.md): completed.
 * A table or self-service close completes the order at once; a delivery completes when delivered —
 * until then the driver holds the money, and a rejected (3) one never brings it.
 */
export const DRAWER_ORDER_STATE = ORDER_STATE.COMPLETED;

/** Whether a charged order counts in its drawer's system totals: closed, not voided, completed. */
export const countsInDrawer = (order: { close: boolean; deleted: boolean; state: number }): boolean =>
  order.close && !order.deleted && order.state === DRAWER_ORDER_STATE;

/** What the orders closed since the opening say per payment method (POST /orders/cashier/info). */
export function systemTotalsByMethod(orders: readonly { methodPay: string; total: number }[]): AmountsByMethod {
  const totals: Record<string, number> = {};
  for (const order of orders) totals[order.methodPay] = (totals[order.methodPay] ?? 0) + order.total;
  return Object.fromEntries(Object.entries(totals).map(([method, total]) => [method, money(total)]));
}

/** Counted − system: negative when the drawer is short. */
export const cashDifference = (counted: Money, system: Money): Money => money(counted - system);

export interface CashierCloseSummary {
  methodsBySystem: AmountsByMethod;
  methodsByUser: AmountsByMethod;
  differenceByMethod: AmountsByMethod;
  totalBySystem: Money;
  totalByUser: Money;
  difference: Money;
}

const sum = (amounts: AmountsByMethod): Money =>
  money(Object.values(amounts).reduce((total, amount) => total + amount, 0));

/** The close figures: every method either side appears in both, a missing one as 0. */
export function closeSummary(
  bySystem: Readonly<Record<string, number>>,
  byUser: Readonly<Record<string, number>>,
): CashierCloseSummary {
  const methods = [...new Set([...Object.keys(bySystem), ...Object.keys(byUser)])];
  const pick = (amounts: Readonly<Record<string, number>>): AmountsByMethod =>
    Object.fromEntries(methods.map((method) => [method, money(amounts[method] ?? 0)]));
  const methodsBySystem = pick(bySystem);
  const methodsByUser = pick(byUser);
  const differenceByMethod = Object.fromEntries(
    methods.map((method) => [method, cashDifference(methodsByUser[method]!, methodsBySystem[method]!)]),
  );
  const totalBySystem = sum(methodsBySystem);
  const totalByUser = sum(methodsByUser);
  return {
    methodsBySystem,
    methodsByUser,
    differenceByMethod,
    totalBySystem,
    totalByUser,
    difference: cashDifference(totalByUser, totalBySystem),
  };
}

const countedSchema = z
  .number({ message: COUNT_INVALID })
  .int({ message: COUNT_INVALID })
  .min(0, { message: COUNT_INVALID })
  .max(MONEY_MAX, { message: COUNT_INVALID });

/**
 * Closing a drawer (spec 01 §5): the counted amount per method of the branch (≥ 0, a missing one is 0),
 * the cash method filled from the counted coins and bills when they are given, observation ≤ 500,
 * close date required.
 */
export const closeCashierSchema = ({ currency, methods }: { currency: Currency; methods: readonly PaymentMethod[] }) =>
  z
    .object({
      closeDate: requiredDateTimeSchema,
      detail: cashCountSchema(currency).optional(),
      methodsByUser: z.record(z.string(), countedSchema).default({}),
      observation: z.string().trim().max(OBSERVATION_MAX).default(''),
    })
    .transform(({ closeDate, detail, methodsByUser, observation }, context) => {
      for (const name of Object.keys(methodsByUser)) {
        if (!methods.some((method) => method.name === name)) {
          context.addIssue({ code: 'custom', message: 'INVALID', path: ['methodsByUser', name] });
        }
      }
      const cash = methods.find(isCashMethod);
      const counted = Object.fromEntries(
        methods.map((method) => [
          method.name,
          money(method === cash && detail ? detail.total : (methodsByUser[method.name] ?? 0)),
        ]),
      );
      return { closeDate: closeDate, detail: detail?.counts ?? null, methodsByUser: counted, observation };
    });
export type CloseCashierInput = z.input<ReturnType<typeof closeCashierSchema>>;
export type CloseCashier = z.output<ReturnType<typeof closeCashierSchema>>;
