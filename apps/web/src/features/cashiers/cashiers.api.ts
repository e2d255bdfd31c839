import {
  CASHIERS_PAGE_SIZE,
  type Cashier,
  type CashierFormInput,
  type CashierInfo,
  type CashierMovement,
  cashierInfoSchema,
  cashierMovementSchema,
  cashierPageSchema,
  cashierSchema,
  MOVEMENTS_PAGE_SIZE,
  type MovementPageRequest,
  movementPageSchema,
  USERS_PAGE_SIZE,
  usersPageSchema,
} from '@comandero/domain';
import { z } from 'zod';
import { api } from '../../app/api';
import { submitOperation } from '../../app/outbox/submit';

// Loaded with the cashier forms and the settings page only: the top bar reads without zod.
const updatedSchema = z.object({ updated: z.number().int() });

/** Cashier boxes, 10 a page, filtered by name (spec 02 §7); `page` counts from 0 as the server does. */
export const fetchCashiersPage = (page: number, name: string) =>
  api.post(
    '/cashiers/fetch',
    { page, pageSize: CASHIERS_PAGE_SIZE, filter: name.trim() ? { name: name.trim() } : {} },
    cashierPageSchema,
  );

export const createCashier = (form: CashierFormInput): Promise<Cashier> => api.post('/cashiers', form, cashierSchema);

export const updateCashier = (id: string, form: CashierFormInput): Promise<Cashier> =>
  api.put(`/cashiers/${id}`, form, cashierSchema);

export const deleteCashiers = (ids: string[]) =>
  api.put('/cashiers', { ids, payload: { deleted: true } }, updatedSchema);

/** Opens a drawer: a movement of type 1 with the counted coins and bills. */
export const openCashier = (body: {
  cashierId: string;
  createdAt: string;
  detail: unknown;
}): Promise<CashierMovement> =>
  submitOperation(
    { kind: 'openCashier', method: 'POST', path: '/cashiers/register/state', body: { type: 1, ...body } },
    cashierMovementSchema,
  );

/** What the orders charged in the movement say per payment method. */
export const fetchCashierInfo = (movementId: string): Promise<CashierInfo> =>
  api.post('/orders/cashier/info', { movementId }, cashierInfoSchema);

export const fetchMovement = (id: string): Promise<CashierMovement> =>
  api.get(`/cashiers/movements/${id}`, cashierMovementSchema);

export interface CloseMovementBody {
  version: number;
  closeDate: string;
  detail?: unknown;
  methodsByUser: Record<string, number>;
  observation: string;
}

export const closeMovement = (id: string, body: CloseMovementBody): Promise<CashierMovement> =>
  submitOperation(
    { kind: 'closeCashier', method: 'PUT', path: `/cashiers/movements/${id}`, body },
    cashierMovementSchema,
  );

export const fetchMovementsPage = (page: number, filter: MovementPageRequest['filter']) =>
  api.post('/cashiers/movements/fetch', { page, pageSize: MOVEMENTS_PAGE_SIZE, filter }, movementPageSchema);

/** Soft delete: the movements become type 4 (Eliminado). */
export const deleteMovements = (ids: string[]) =>
  api.put('/cashiers/movements', { ids, payload: { deleted: true } }, updatedSchema);

/** The branch's users for the cashier drawer's picker (a page of up to 100). */
export const fetchBranchUsers = () =>
  api.post('/users/page', { page: 0, pageSize: USERS_PAGE_SIZE * 5, filter: {} }, usersPageSchema);
