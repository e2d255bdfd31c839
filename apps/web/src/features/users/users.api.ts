import {
  type CashierOption,
  type CreatedUser,
  cashierOptionSchema,
  createdUserSchema,
  type PasswordCode,
  passwordCodeSchema,
  type Role,
  roleSchema,
  USERS_PAGE_SIZE,
  type UserFormInput,
  usersAdminPageSchema,
} from '@comandero/domain';
import { z } from 'zod';
import { api } from '../../app/api';

const updatedSchema = z.object({ updated: z.number().int() });

export const userKeys = {
  all: ['users-admin'] as const,
  page: (page: number, name: string) => ['users-admin', 'page', page, name] as const,
  roles: ['users-admin', 'roles'] as const,
  cashiers: (name: string) => ['users-admin', 'cashiers', name] as const,
};

/** The branch's users, deactivated ones too, 20 a page (spec 01 §9); `page` counts from 0. */
export const fetchUsersPage = (page: number, name: string) =>
  api.post(
    '/users/page',
    { page, pageSize: USERS_PAGE_SIZE, filter: { ...(name ? { name } : {}), includeDeleted: true } },
    usersAdminPageSchema,
  );

export const fetchRoles = (): Promise<Role[]> => api.get('/roles', z.array(roleSchema));

/** The cashier picker's search (spec 02 §5: from 3 characters; 15 results). */
export const searchCashiers = (name: string): Promise<CashierOption[]> =>
  api.post('/users/cashier/select', { name }, z.array(cashierOptionSchema));

export const createUser = async (form: UserFormInput): Promise<CreatedUser> => {
  const [created] = await api.post('/users', [form], z.array(createdUserSchema).length(1));
  return created!;
};

export const updateUser = (id: string, form: UserFormInput) =>
  api.put('/users', { ids: [id], payload: form }, updatedSchema);

/** Soft delete (spec 02 §4): deleted true shows Desactivado; false, Activo again. */
export const setUsersDeleted = (ids: string[], deleted: boolean) =>
  api.put('/users', { ids, payload: { deleted } }, updatedSchema);

export const newPasswordCode = (id: string): Promise<PasswordCode> =>
  api.post(`/users/${id}/password-code`, {}, passwordCodeSchema);

const whoSchema = z.object({ name: z.string(), email: z.string() });
export const checkPasswordCode = (code: string) => api.post('/users/set-password/check', { code }, whoSchema);
export const setPassword = (code: string, password: string) =>
  api.post('/users/set-password', { code, password }, z.object({ email: z.string() }));
