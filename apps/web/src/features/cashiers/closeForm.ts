import {
  type CashierCloseSummary,
  type Currency,
  closeCashierSchema,
  closeSummary,
  isCashMethod,
  type PaymentMethod,
} from '@comandero/domain';
import type { Resolver } from 'react-hook-form';
import { putError } from './cashierMessages';
import { type CountFormValues, countDetail, liveCountTotal, typedAmount } from './countForm';
import { isoWithOffset } from './dateTime';

export interface CloseValues extends CountFormValues {
  closeDate: string;
  /** What was counted per payment method, as typed, in the branch's order (the cash one is unused). */
  methods: string[];
  observation: string;
}

export interface CloseContext {
  currency: Currency;
  methods: readonly PaymentMethod[];
}

/** The branch's cash method (name containing efectivo): its amount comes from the coins and bills. */
export const cashMethodOf = (methods: readonly PaymentMethod[]) => methods.find(isCashMethod) ?? null;

/** A typed amount, NaN when it is not money (the schema then says 'Ingrese un valor válido'); empty is 0. */
const countedOf = (text: string | undefined, currency: Currency): number | undefined =>
  !text || text.trim() === '' ? undefined : (typedAmount(text, currency) ?? Number.NaN);

/** The close request's fields, as the schema and the API take them. */
export function closeRequest({ currency, methods }: CloseContext, values: CloseValues) {
  const cash = cashMethodOf(methods);
  const methodsByUser: Record<string, number> = {};
  methods.forEach((method, index) => {
    const counted = countedOf(values.methods[index], currency);
    if (method !== cash && counted !== undefined) methodsByUser[method.name] = counted;
  });
  return {
    closeDate: isoWithOffset(values.closeDate),
    ...(cash ? { detail: countDetail(currency, values) } : {}),
    methodsByUser,
    observation: values.observation,
  };
}

export const closeResolver =
  (context: CloseContext): Resolver<CloseValues> =>
  async (values) => {
    const parsed = closeCashierSchema(context).safeParse(closeRequest(context, values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const [field, ...rest] = issue.path.map(String);
      if (field === 'detail') putError(errors, rest, issue.message);
      else if (field === 'methodsByUser') {
        const index = context.methods.findIndex((method) => method.name === rest[0]);
        putError(errors, ['methods', String(index)], issue.message);
      } else if (field) putError(errors, [field], issue.message);
    }
    return { values: {}, errors };
  };

/** The live close figures: counted (cash from the count) against the system, per method and in total. */
export function liveCloseSummary(
  { currency, methods }: CloseContext,
  system: Readonly<Record<string, number>>,
  values: Pick<CloseValues, 'counts' | 'amount' | 'methods'>,
): CashierCloseSummary {
  const cash = cashMethodOf(methods);
  const counted: Record<string, number> = {};
  methods.forEach((method, index) => {
    counted[method.name] =
      method === cash ? liveCountTotal(currency, values) : (typedAmount(values.methods[index] ?? '', currency) ?? 0);
  });
  return closeSummary(system, counted);
}
