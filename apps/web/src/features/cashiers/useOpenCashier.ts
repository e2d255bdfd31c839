import { type Cashier, can, roleKeyOf, type SessionUser } from '@comandero/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, serverChecked } from '../../app/api';
import { forgetOpenCashier, getOpenCashierId, lastRememberedAt } from './openCashier';

/** Every cashier query starts with 'cashiers', so one invalidation refreshes the top bar and the lists. */
export const cashierKeys = {
  all: ['cashiers'] as const,
  topBar: (scope: 'all' | 'mine') => ['cashiers', 'top-bar', scope] as const,
  page: (page: number, name: string) => ['cashiers', 'page', page, name] as const,
  movements: ['cashiers', 'movements'] as const,
  movementsPage: (page: number, start: string, end: string) => ['cashiers', 'movements', page, start, end] as const,
  movement: (id: string) => ['cashiers', 'movement', id] as const,
  info: (movementId: string) => ['cashiers', 'info', movementId] as const,
};

/** Administrators see every cashier of the branch; other users, their own. */
export const managesCashiers = (user: SessionUser): boolean => can(user.securityPolitics, 'cashiers', 'update');

/** Manage cashiers (spec 01 §2): administrators, who may open the settings. */
export const canManageCashiers = (user: SessionUser): boolean =>
  managesCashiers(user) && can(user.securityPolitics, 'settings', 'view');

/** Spec 01 §6: caja sees the cashier menu only with a cashier assigned. */
export const showsCashierMenu = (user: SessionUser): boolean =>
  roleKeyOf(user.role.name) !== 'caja' || user.cashier !== null;

// Read without zod: the top bar is part of the POS's first download (DESIGN §10 budget).
const isList = (data: unknown) => Array.isArray(data);

export const fetchTopBarCashiers = (scope: 'all' | 'mine'): Promise<Cashier[]> =>
  api.get(scope === 'all' ? '/cashiers' : '/cashiers/mine', serverChecked<Cashier[]>(isList));

/**
 * The cashier this terminal works with: the one opened on this device while it stays open, else
 * one of the user's own that is open (the server charges in the same one).
 */
export function pickOpenCashier(cashiers: readonly Cashier[], userId: string, storedId: string | null) {
  const open = cashiers.filter((cashier) => cashier.openMovementId !== null);
  return (
    open.find((cashier) => cashier.id === storedId) ??
    open.find((cashier) => cashier.users.some((user) => user.id === userId)) ??
    null
  );
}

export function useOpenCashier(user: SessionUser, enabled = true) {
  const scope = can(user.securityPolitics, 'cashiers', 'read') ? 'all' : 'mine';
  // A user with no cashier and no cashier rights has nothing to ask for.
  const asks = enabled && (scope === 'all' || user.cashier !== null);
  const cashiers = useQuery({
    queryKey: cashierKeys.topBar(scope),
    queryFn: () => fetchTopBarCashiers(scope),
    enabled: asks,
  });
  const list = asks ? (cashiers.data ?? []) : [];
  const storedId = getOpenCashierId();
  const openCashier = pickOpenCashier(list, user.id, storedId);
  const stored = list.find((cashier) => cashier.id === storedId);
  // Only what the list shows is known: another user's cashier stays remembered for the device.
  const stale =
    cashiers.isSuccess &&
    cashiers.dataUpdatedAt > lastRememberedAt() &&
    storedId !== null &&
    (stored ? stored.openMovementId === null : scope === 'all');
  useEffect(() => {
    // Closed or removed elsewhere: charging with it would be refused.
    if (stale && storedId) forgetOpenCashier(storedId);
  }, [stale, storedId]);
  return { cashiers: list, openCashier, isLoading: asks && cashiers.isPending };
}
