import { type Cashier, type CashierMovement, emptyCounts, money, type SessionUser } from '@comandero/domain';
import { makeTable } from './fixtures';
import { openFloor } from './floorServer';

export const CAJA_1_ID = '0194c2a0-0000-7000-8000-0000000000c1';
export const CAJA_2_ID = '0194c2a0-0000-7000-8000-0000000000c2';
export const MOVEMENT_ID = '0194c2a0-0000-7000-8000-0000000000d1';

/** A cashier box of the demo branch: closed unless it carries an open movement. */
export function makeCashier(overrides: Partial<Cashier> = {}): Cashier {
  return {
    id: CAJA_1_ID,
    name: 'Caja 1',
    users: [{ id: '0194c2a0-0000-7000-8000-000000000011', name: 'Carlos Cajero' }],
    createdAt: '2026-01-15T12:00:00.000Z',
    openMovementId: null,
    ...overrides,
  };
}

/** Caja 1 opened with two $50.000 bills. */
export function makeMovement(overrides: Partial<CashierMovement> = {}): CashierMovement {
  return {
    id: MOVEMENT_ID,
    cashier: { id: CAJA_1_ID, name: 'Caja 1' },
    type: 1,
    openDate: '2026-03-04T13:00:00.000Z',
    closeDate: null,
    amountEntered: money(100_000),
    detail: { ...emptyCounts('COP'), bill_50000: 2 },
    closeDetail: null,
    methodsBySystem: null,
    methodsByUser: null,
    totalBySystem: null,
    totalByUser: null,
    difference: null,
    observation: '',
    createdBy: { id: '0194c2a0-0000-7000-8000-000000000011', name: 'Carlos Cajero' },
    version: 1,
    ...overrides,
  };
}

/** The POS as `user`, with the cashiers the top bar reads. */
export function openPosWithCashiers(
  user: SessionUser,
  cashiers: Cashier[],
  routes: Parameters<typeof openFloor>[1]['routes'] = {},
) {
  const list = { status: 200, body: cashiers };
  return openFloor(user, {
    tables: [makeTable(1)],
    routes: { 'GET /cashiers': list, 'GET /cashiers/mine': list, ...routes },
  });
}
