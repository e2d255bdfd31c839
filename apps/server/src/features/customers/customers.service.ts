import type { Customer, CustomerForm, CustomerUpdate } from '@comandero/domain';
import type { AuthContext } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { CustomersRepository } from './customers.repository.js';

export interface CustomersDeps {
  customers: CustomersRepository;
  /** Runs a write in one transaction, its answer stored with it (idempotency). */
  transaction: <T>(work: (customers: CustomersRepository) => Promise<T>) => Promise<T>;
  clock: Clock;
}

const phoneTaken = () => new AppError(409, 'PHONE_TAKEN', 'Another customer already has that phone');
const invalid = (path: string, message: string) =>
  new AppError(422, 'VALIDATION_ERROR', message, [{ path: `body.${path}`, message }]);

/** The business's customers (spec 02 §2 Customers tab, §4 soft delete); phone unique per business. */
export function createCustomersService({ customers, transaction, clock }: CustomersDeps) {
  const now = () => clock.now().toISOString();
  const refusal = (error: unknown) => (isUniqueViolation(error) ? phoneTaken() : error);

  return {
    async page(
      auth: AuthContext,
      request: {
        page: number;
        pageSize: number;
        filter: { deleted?: boolean | undefined; phone?: string | undefined; name?: string | undefined };
      },
    ) {
      const result = await customers.page(auth.businessId, { ...request, ...request.filter });
      return { ...result, page: request.page, pageSize: request.pageSize };
    },

    /** Creates a list of customers (spec 02 §7). */
    async create(auth: AuthContext, forms: CustomerForm[]): Promise<Customer[]> {
      const phones = forms.map((form) => form.phone).filter((phone): phone is string => phone !== null);
      if (new Set(phones).size !== phones.length) throw phoneTaken();
      for (const phone of phones) if (await customers.phoneTaken(auth.businessId, phone)) throw phoneTaken();
      try {
        return await transaction(async (trx) => {
          const ids = forms.map(() => newId());
          for (const [index, form] of forms.entries()) {
            await trx.insert(auth.businessId, ids[index]!, form, auth.userId, now());
          }
          const created = await trx.byIds(auth.businessId, ids);
          return ids.map((id) => created.find((customer) => customer.id === id)!);
        });
      } catch (error) {
        throw refusal(error);
      }
    },

    /** `{ ids, payload }`: the modal's fields (one customer) and/or `deleted` (soft delete). */
    async update(auth: AuthContext, { ids, payload }: CustomerUpdate): Promise<{ updated: number }> {
      const unique = [...new Set(ids)];
      const found = await customers.byIds(auth.businessId, unique);
      if (found.length !== unique.length) throw notFound('Customer');
      const { deleted, ...fields } = payload;
      const edits = Object.values(fields).some((value) => value !== undefined);
      if (edits && unique.length !== 1) throw invalid('ids', 'One customer at a time');
      // A customer brought back, or given a phone, must not share it with a live one.
      const phoneOf = (customer: Customer) => (fields.phone !== undefined ? fields.phone : customer.phone);
      const staysLive = (customer: Customer) => (deleted !== undefined ? !deleted : !customer.deleted);
      for (const customer of found) {
        const phone = phoneOf(customer);
        if (phone && staysLive(customer) && (await customers.phoneTaken(auth.businessId, phone, unique))) {
          throw phoneTaken();
        }
      }
      try {
        return await transaction(async (trx) => ({
          updated: await trx.update(auth.businessId, unique, { ...fields, deleted }, now()),
        }));
      } catch (error) {
        throw refusal(error);
      }
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
