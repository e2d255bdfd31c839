import {
  CUSTOMERS_PAGE_SIZE,
  type Customer,
  type CustomerFormInput,
  customerPageSchema,
  customerSchema,
} from '@comandero/domain';
import { z } from 'zod';
import { api } from '../../app/api';

const updatedSchema = z.object({ updated: z.number().int() });

export const customerKeys = {
  all: ['customers'] as const,
  page: (page: number, name: string) => ['customers', 'page', page, name] as const,
};

/** Live customers, 10 a page, by name (spec 02 §7 `POST /customers/fetch`). */
export const fetchCustomersPage = (page: number, name: string) =>
  api.post(
    '/customers/fetch',
    { page, pageSize: CUSTOMERS_PAGE_SIZE, filter: { deleted: false, ...(name ? { name } : {}) } },
    customerPageSchema,
  );

export const createCustomer = async (form: CustomerFormInput): Promise<Customer> => {
  const [created] = await api.post('/customers', [form], z.array(customerSchema).length(1));
  return created!;
};

export const updateCustomer = (id: string, form: CustomerFormInput) =>
  api.put('/customers', { ids: [id], payload: form }, updatedSchema);

export const deleteCustomers = (ids: string[]) =>
  api.put('/customers', { ids, payload: { deleted: true } }, updatedSchema);
