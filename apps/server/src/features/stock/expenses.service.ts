import type { Expense, ExpenseEdit, ExpenseForm, ExpensePageRequest } from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { conflict, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { ExpenseRecord } from './expenses.repository.js';
import type { StockStore, StockUnit } from './stock-unit.js';

const recordOf = (form: ExpenseForm): ExpenseRecord => ({
  supplierId: form.supplierId,
  concept: form.concept,
  category: form.category,
  amount: form.amount,
  // Nothing said about payment: paid in full, as a purchase's total paid.
  paid: form.paid ?? form.amount,
  date: form.date,
  invoiceNumber: form.invoiceNumber || null,
  observation: form.observation || null,
});

/** Non-stock expenses (issue 17 item 8): a vendor, an amount and a day; they never touch the ledger. */
export function createExpensesService(deps: { store: StockStore; clock: Clock }) {
  const { store, clock } = deps;
  const now = () => clock.now().toISOString();

  /** The vendor must be the branch's and not deleted (another tenant's id is not found). */
  async function checkVendor(unit: StockUnit, scope: BranchScope, supplierId: string) {
    if (!(await unit.suppliers.exists(scope, supplierId))) throw notFound('Supplier');
  }

  return {
    async page(auth: AuthContext, request: ExpensePageRequest) {
      const result = await store.expenses.page(branchScope(auth), request);
      return { ...result, page: request.page, pageSize: request.pageSize };
    },

    async detail(auth: AuthContext, id: string): Promise<Expense> {
      const expense = await store.expenses.get(branchScope(auth), id);
      if (!expense) throw notFound('Expense');
      return expense;
    },

    async create(auth: AuthContext, form: ExpenseForm): Promise<Expense> {
      const scope = branchScope(auth);
      const id = newId();
      return store.transaction(async (unit) => {
        await checkVendor(unit, scope, form.supplierId);
        await unit.expenses.insert(scope, id, recordOf(form), auth.userId, now());
        return (await unit.expenses.get(scope, id))!;
      });
    },

    /** The whole form with the version it edits: a stale one answers 409 and changes nothing. */
    async edit(auth: AuthContext, id: string, edit: ExpenseEdit): Promise<Expense> {
      const scope = branchScope(auth);
      return store.transaction(async (unit) => {
        if (!(await unit.expenses.exists(scope, id))) throw notFound('Expense');
        await checkVendor(unit, scope, edit.supplierId);
        if (!(await unit.expenses.update(scope, id, edit.version, recordOf(edit), now())))
          throw conflict('The expense was changed by someone else, reload and try again');
        return (await unit.expenses.get(scope, id))!;
      });
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      await store.transaction(async (unit) => {
        if (!(await unit.expenses.softDelete(branchScope(auth), id, now()))) throw notFound('Expense');
      });
    },
  };
}
export type ExpensesService = ReturnType<typeof createExpensesService>;
