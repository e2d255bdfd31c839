import { z } from 'zod';
import { moneyAmountSchema, moneySchema } from '../money/money-input.js';
import { idSchema, isoDateTimeSchema, pageOf, pageRequest, versionSchema } from '../schemas/common.js';
import { isDateRangeAllowed } from '../time/date-range.js';
import { STOCK_PAGE_SIZE } from './ingredient-admin.js';

/** Issue 17 item 8: what a non-stock expense was for (the web names each in es and en). */
export const EXPENSE_CATEGORIES = ['rent', 'services', 'payroll', 'maintenance', 'taxes', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CONCEPT_MAX = 120;

const dateSchema = z.iso.date({ message: 'INVALID' });
const optionalText = (max: number) => z.string().trim().max(max).nullish();

const expenseFields = z.object({
  supplierId: z.uuid({ message: 'Seleccione un proveedor' }),
  concept: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(EXPENSE_CONCEPT_MAX),
  category: z.enum(EXPENSE_CATEGORIES, { message: 'REQUIRED' }),
  /** Minor units, more than 0. */
  amount: moneyAmountSchema.min(1, { message: 'REQUIRED' }),
  /** What was paid of it, 0..amount; without it the expense is paid in full. */
  paid: moneyAmountSchema.optional(),
  date: dateSchema,
  invoiceNumber: optionalText(60),
  observation: optionalText(500),
});
const paidWithinAmount = (form: { amount: number; paid?: number | undefined }) =>
  form.paid === undefined || form.paid <= form.amount;
const paidIssue = { message: 'PAID_OVER_AMOUNT', path: ['paid'] };

/** `POST /api/expenses`: a non-stock expense (rent, services) of a vendor; it moves no stock. */
export const expenseFormSchema = expenseFields.refine(paidWithinAmount, paidIssue);
export type ExpenseForm = z.infer<typeof expenseFormSchema>;
/** `PUT /api/expenses/:id`: the whole form with the version it edits (a stale one answers 409). */
export const expenseEditSchema = expenseFields.extend({ version: versionSchema }).refine(paidWithinAmount, paidIssue);
export type ExpenseEdit = z.infer<typeof expenseEditSchema>;

export const expenseSchema = z.object({
  id: idSchema,
  supplierId: idSchema,
  vendor: z.string(),
  concept: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: moneySchema,
  paid: moneySchema,
  /** amount − paid. */
  pending: moneySchema,
  date: z.string(),
  invoiceNumber: z.string().nullable(),
  observation: z.string().nullable(),
  /** The name of who recorded it. */
  createdBy: z.string(),
  createdAt: isoDateTimeSchema,
  version: z.number().int().positive(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expensePageRequestSchema = z
  .object({
    ...pageRequest(STOCK_PAGE_SIZE),
    filters: z
      .object({
        dateStart: dateSchema.optional(),
        dateEnd: dateSchema.optional(),
        supplierId: idSchema.optional(),
        category: z.enum(EXPENSE_CATEGORIES).optional(),
        /** Part of the concept, accents and case aside. */
        concept: z.string().trim().max(100).optional(),
      })
      .default({}),
  })
  .refine(({ filters: { dateStart, dateEnd } }) => !dateStart || !dateEnd || isDateRangeAllowed(dateStart, dateEnd), {
    message: 'ERROR FILTER',
    path: ['filters', 'dateEnd'],
  });
export type ExpensePageRequest = z.infer<typeof expensePageRequestSchema>;
export type ExpenseFilters = ExpensePageRequest['filters'];
/** A page of expenses and the totals of every expense the filters match (not only this page's). */
export const expensePageSchema = pageOf(expenseSchema).extend({ totalAmount: moneySchema, totalPaid: moneySchema });
export type ExpensePage = z.infer<typeof expensePageSchema>;
