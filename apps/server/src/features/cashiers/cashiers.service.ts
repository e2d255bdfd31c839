import {
  type Cashier,
  type CashierForm,
  type CashierInfo,
  type CashierMovement,
  type Currency,
  can,
  closeCashierSchema,
  closeSummary,
  formatDay,
  openCashierSchema,
  type PaymentMethod,
  sumMoney,
  systemTotalsByMethod,
} from '@comandero/domain';
import type { z } from 'zod';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError, conflict, forbidden, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { Unit } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import type { CashiersRepository } from './cashiers.repository.js';
import type { MovementsRepository } from './movements.repository.js';

export interface CashiersDeps {
  cashiers: CashiersRepository;
  /** Runs a cashier write in one transaction, its answer stored with it. */
  writeCashiers: Unit<CashiersRepository>;
  movements: MovementsRepository;
  branch: (scope: BranchScope) => Promise<{ currency: Currency; paymentMethods: PaymentMethod[] }>;
  events: EventBus;
  /** A user's cashier is part of what they signed in with: cached sign-ins of the branch are forgotten. */
  usersChanged: (branchId: string) => void;
  clock: Clock;
  timeZone: string;
}

const alreadyOpen = () => new AppError(409, 'CASHIER_ALREADY_OPEN', 'The cashier is already open');
const readOnly = () => new AppError(409, 'MOVEMENT_READ_ONLY', 'Closed and deleted movements cannot change');
const invalid = (error: z.ZodError) =>
  new AppError(
    422,
    'VALIDATION_ERROR',
    error.issues[0]?.message ?? 'INVALID',
    error.issues.map((issue) => ({ path: `body.${issue.path.join('.')}`, message: issue.message })),
  );

/** Cashier boxes, and opening and closing them with counted money (spec 01 §4, 02 §2). */
export function createCashiersService(deps: CashiersDeps) {
  const { cashiers, movements, events, clock, timeZone } = deps;
  const now = () => clock.now().toISOString();
  const manages = (auth: AuthContext) => can(auth.politics, 'cashiers', 'update');

  /** Administrators work any cashier; other users only the ones assigned to them. */
  async function usableCashier(auth: AuthContext, cashierId: string): Promise<Cashier> {
    const cashier = await cashiers.find(branchScope(auth), cashierId);
    if (!cashier) throw notFound('Cashier');
    if (!manages(auth) && !cashier.users.some((user) => user.id === auth.userId)) throw forbidden();
    return cashier;
  }

  /** Read inside a write's transaction: the movement as it answers the write. */
  async function movementWith(trx: Pick<MovementsRepository, 'find'>, scope: BranchScope, id: string) {
    const found = await trx.find(scope, id);
    if (!found) throw notFound('Movement');
    return found;
  }

  async function movement(auth: AuthContext, id: string): Promise<CashierMovement> {
    const found = await movements.find(branchScope(auth), id);
    if (!found) throw notFound('Movement');
    await usableCashier(auth, found.cashier.id);
    return found;
  }

  async function save(auth: AuthContext, id: string, form: CashierForm, isNew: boolean): Promise<Cashier> {
    const scope = branchScope(auth);
    const userIds = await cashiers.branchUsers(scope, form.userIds);
    if (userIds.length !== new Set(form.userIds).size) throw notFound('User');
    const saved = await deps.writeCashiers(async (cashiers) => {
      await cashiers.save(scope, { id, name: form.name, userIds, createdBy: auth.userId }, now(), isNew);
      return (await cashiers.find(scope, id))!;
    });
    deps.usersChanged(scope.branchId);
    return saved;
  }

  const announce = (scope: BranchScope, changed: CashierMovement) => {
    events.publish(scope.branchId, { type: 'cashier.changed', movement: changed });
    return changed;
  };

  return {
    all: (auth: AuthContext) => cashiers.all(branchScope(auth)),
    page: (auth: AuthContext, request: { page: number; pageSize: number; filter: { name?: string | undefined } }) =>
      cashiers
        .page(branchScope(auth), { ...request, name: request.filter.name })
        .then((result) => ({ ...result, page: request.page, pageSize: request.pageSize })),
    mine: (auth: AuthContext) => cashiers.ofUser(branchScope(auth), auth.userId),
    create: (auth: AuthContext, input: CashierForm) => save(auth, newId(), input, true),

    async update(auth: AuthContext, id: string, input: CashierForm): Promise<Cashier> {
      if (!(await cashiers.find(branchScope(auth), id))) throw notFound('Cashier');
      return save(auth, id, input, false);
    },

    async remove(auth: AuthContext, ids: string[]) {
      const scope = branchScope(auth);
      const answer = await deps.writeCashiers(async (cashiers) => ({
        updated: await cashiers.softDelete(scope, ids, now()),
      }));
      deps.usersChanged(scope.branchId);
      return answer;
    },

    /** Opens a drawer (type 1) with its counted coins and bills; one open movement per cashier. */
    async open(auth: AuthContext, input: unknown): Promise<CashierMovement> {
      const scope = branchScope(auth);
      const { currency } = await deps.branch(scope);
      const parsed = openCashierSchema(currency).safeParse(input);
      if (!parsed.success) throw invalid(parsed.error);
      const cashier = await usableCashier(auth, parsed.data.cashierId);
      if (cashier.openMovementId) throw alreadyOpen();
      const id = newId();
      try {
        const opened = await movements.transaction(async (trx) => {
          await trx.open(
            scope,
            {
              id,
              cashierId: cashier.id,
              openDate: new Date(parsed.data.openDate).toISOString(),
              openDay: formatDay(new Date(parsed.data.openDate), timeZone),
              amountEntered: parsed.data.amountEntered,
              detail: parsed.data.detail,
              createdBy: auth.userId,
            },
            now(),
          );
          return movementWith(trx, scope, id);
        });
        return announce(scope, opened);
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyOpen();
        throw error;
      }
    },

    /** What the system says the drawer holds: the orders charged in the movement, per method. */
    async info(auth: AuthContext, movementId: string): Promise<CashierInfo> {
      const found = await movement(auth, movementId);
      const rows = await movements.totalsByMethod(movementId);
      const methodsBySystem = systemTotalsByMethod(rows);
      return {
        startDate: found.openDate,
        closeDate: found.closeDate,
        methodsBySystem,
        totalBySystem: sumMoney(Object.values(methodsBySystem)),
        orders: rows.reduce((sum, row) => sum + row.orders, 0),
      };
    },

    /** Closes an open drawer (type 2): counted per method, difference = counted − system. */
    async close(
      auth: AuthContext,
      id: string,
      input: { version: number } & Record<string, unknown>,
    ): Promise<CashierMovement> {
      const scope = branchScope(auth);
      const found = await movement(auth, id);
      if (found.type !== 1 && found.type !== 3) throw readOnly();
      const { currency, paymentMethods } = await deps.branch(scope);
      const parsed = closeCashierSchema({ currency, methods: paymentMethods }).safeParse(input);
      if (!parsed.success) throw invalid(parsed.error);
      const system = systemTotalsByMethod(await movements.totalsByMethod(id));
      const summary = closeSummary(system, parsed.data.methodsByUser);
      const closeDate = new Date(parsed.data.closeDate);
      const closed = await movements.transaction(async (trx) => {
        const changed = await trx.close(
          scope,
          id,
          input.version,
          {
            closeDate: closeDate.toISOString(),
            closeDay: formatDay(closeDate, timeZone),
            closeDetail: parsed.data.detail,
            methodsBySystem: summary.methodsBySystem,
            methodsByUser: summary.methodsByUser,
            totalBySystem: summary.totalBySystem,
            totalByUser: summary.totalByUser,
            difference: summary.difference,
            observation: parsed.data.observation,
            closedBy: auth.userId,
          },
          now(),
        );
        if (!changed) throw conflict('The movement was changed on another terminal, reload it');
        return movementWith(trx, scope, id);
      });
      return announce(scope, closed);
    },

    movement,

    async movements(
      auth: AuthContext,
      request: {
        page: number;
        pageSize: number;
        filter: { startClose: string; endClose: string; cashierId?: string | undefined };
      },
    ) {
      const scope = branchScope(auth);
      if (!manages(auth) && !request.filter.cashierId) throw forbidden();
      if (request.filter.cashierId) await usableCashier(auth, request.filter.cashierId);
      const result = await movements.page(scope, {
        page: request.page,
        pageSize: request.pageSize,
        start: request.filter.startClose,
        end: request.filter.endClose,
        cashierId: request.filter.cashierId,
      });
      return { ...result, page: request.page, pageSize: request.pageSize };
    },

    /** Soft delete (type 4); deleted movements are read-only. */
    removeMovements: (auth: AuthContext, ids: string[]) =>
      movements.transaction(async (movements) => ({
        updated: await movements.softDelete(branchScope(auth), ids, now()),
      })),
  };
}
export type CashiersService = ReturnType<typeof createCashiersService>;
