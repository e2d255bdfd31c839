import { type Customer, type CustomerForm, type DeliveryForm, visibleEmail } from '@comandero/domain';
import type { Db } from '../../db/database.js';

interface CustomerRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  address_line1: string | null;
  neighborhood: string | null;
  deleted: number;
  created_at: string;
}

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  email: visibleEmail(row.email, row.phone),
  phone: row.phone,
  address: { address: row.address, addressLine1: row.address_line1, neighborhood: row.neighborhood },
  deleted: row.deleted === 1,
  createdAt: row.created_at,
});

const COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'address',
  'address_line1',
  'neighborhood',
  'deleted',
  'created_at',
] as const;

const columnsOf = (form: Partial<CustomerForm>) => ({
  ...(form.name !== undefined ? { name: form.name } : {}),
  ...(form.email !== undefined ? { email: form.email } : {}),
  ...(form.phone !== undefined ? { phone: form.phone } : {}),
  ...(form.address !== undefined
    ? {
        address: form.address.address,
        address_line1: form.address.addressLine1,
        neighborhood: form.address.neighborhood,
      }
    : {}),
});

/** The business's customers (spec 02 §3 Customer); only this file writes their SQL. Made on a transaction too. */
export function createCustomersRepository(db: Db) {
  const ofBusiness = (businessId: string) => db.selectFrom('customers').where('business_id', '=', businessId);

  return {
    async page(
      businessId: string,
      request: {
        page: number;
        pageSize: number;
        deleted?: boolean | undefined;
        phone?: string | undefined;
        name?: string | undefined;
      },
    ): Promise<{ content: Customer[]; totalElements: number }> {
      let query = ofBusiness(businessId);
      if (request.deleted !== undefined) query = query.where('deleted', '=', request.deleted ? 1 : 0);
      if (request.phone) query = query.where('phone', 'like', `%${request.phone.replace(/[^\d+]/g, '')}%`);
      if (request.name) {
        const pattern = `%${request.name.toLowerCase().replace(/[%_]/g, '')}%`;
        query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', pattern));
      }
      const [rows, total] = await Promise.all([
        query
          .select(COLUMNS)
          .orderBy('deleted')
          .orderBy('name')
          .orderBy('id')
          .limit(request.pageSize)
          .offset(request.page * request.pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { content: rows.map(toCustomer), totalElements: Number(total.total) };
    },

    async byIds(businessId: string, ids: readonly string[]): Promise<Customer[]> {
      if (ids.length === 0) return [];
      const rows = await ofBusiness(businessId)
        .select(COLUMNS)
        .where('id', 'in', [...ids])
        .execute();
      return rows.map(toCustomer);
    },

    /** Another live customer of the business with this phone. */
    async phoneTaken(businessId: string, phone: string, exceptIds: readonly string[] = []): Promise<boolean> {
      let query = ofBusiness(businessId).select('id').where('phone', '=', phone).where('deleted', '=', 0);
      if (exceptIds.length > 0) query = query.where('id', 'not in', [...exceptIds]);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** The delivery form's customer, by phone: updated with what was typed, or created; its id. */
    async saveFromDelivery(
      businessId: string,
      newId: string,
      form: DeliveryForm,
      userId: string,
      now: string,
    ): Promise<string> {
      const found = await ofBusiness(businessId)
        .select('id')
        .where('phone', '=', form.phone)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      const fields = {
        name: form.customer,
        identification: form.identification,
        address: form.address,
        address_line1: form.addressLine1,
        neighborhood: form.neighborhood,
        ...(form.email ? { email: form.email } : {}),
      };
      if (found) {
        await db
          .updateTable('customers')
          .set((eb) => ({ ...fields, updated_at: now, version: eb('version', '+', 1) }))
          .where('id', '=', found.id)
          .execute();
        return found.id;
      }
      await db
        .insertInto('customers')
        .values({
          id: newId,
          business_id: businessId,
          phone: form.phone,
          email: form.email,
          ...fields,
          created_by: userId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return newId;
    },

    async insert(businessId: string, id: string, form: CustomerForm, createdBy: string, now: string): Promise<void> {
      await db
        .insertInto('customers')
        .values({
          id,
          business_id: businessId,
          name: form.name,
          email: form.email,
          phone: form.phone,
          address: form.address.address,
          address_line1: form.address.addressLine1,
          neighborhood: form.address.neighborhood,
          created_by: createdBy,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },

    async update(
      businessId: string,
      ids: readonly string[],
      change: Partial<CustomerForm> & { deleted?: boolean | undefined },
      now: string,
    ): Promise<number> {
      const result = await db
        .updateTable('customers')
        .set((eb) => ({
          ...columnsOf(change),
          ...(change.deleted !== undefined ? { deleted: change.deleted ? 1 : 0 } : {}),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('business_id', '=', businessId)
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
