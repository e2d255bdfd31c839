import { z } from 'zod';
import type { Currency } from '../money/money.js';
import { requiredDateTimeSchema } from '../time/date-range.js';
import { cashCountSchema } from './count.js';

export const CHOOSE_A_CASHIER = 'Choose a cashier';

/**
 * Opening a drawer (spec 01 §5): the cashier (an administrator chooses it, others have theirs fixed),
 * the opening date, and the counted coins and bills whose total must not be 0 ('ERROR CASHIER TOTAL').
 */
export const openCashierSchema = (currency: Currency) =>
  z
    .object({
      cashierId: z.uuid({ message: CHOOSE_A_CASHIER }),
      createdAt: requiredDateTimeSchema,
      detail: cashCountSchema(currency),
    })
    .superRefine(({ detail }, context) => {
      if (detail.total === 0)
        context.addIssue({ code: 'custom', message: 'ERROR CASHIER TOTAL', path: ['detail', 'total'] });
    })
    .transform(({ cashierId, createdAt, detail }) => ({
      cashierId,
      openDate: createdAt,
      detail: detail.counts,
      amountEntered: detail.total,
    }));
export type OpenCashierInput = z.input<ReturnType<typeof openCashierSchema>>;
export type OpenCashier = z.output<ReturnType<typeof openCashierSchema>>;
