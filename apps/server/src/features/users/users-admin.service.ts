import {
  type CreatedUser,
  can,
  isAdministrator,
  isOfferedWhenCreatingUsers,
  PASSWORD_CODE_HOURS,
  type PasswordCode,
  roleIssues,
  roleRules,
  type UserForm,
  type UserRow,
  type UserUpdate,
} from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import { addSeconds, type Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError, forbidden, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import { newPasswordCode, passwordCodeHash } from './password-code.js';
import type { PasswordCodesRepository } from './password-codes.repository.js';
import type { UserSessions, UsersAdminRepository } from './users-admin.repository.js';
import { NO_PASSWORD, type UsersPageRepository } from './users-page.repository.js';

export interface UsersTransaction {
  users: UsersAdminRepository;
  codes: PasswordCodesRepository;
  page: UsersPageRepository;
  sessions: UserSessions;
}

export interface UsersAdminDeps {
  users: UsersAdminRepository;
  page: UsersPageRepository;
  /** Runs a write in one transaction, its answer stored with it (idempotency). */
  transaction: <T>(work: (trx: UsersTransaction) => Promise<T>) => Promise<T>;
  clock: Clock;
  pinLookupKey: (branchId: string, pin: string) => string;
  /** argon2id, as PINs and passwords are stored. */
  hashSecret: (secret: string) => Promise<string>;
  /** A user's role, cashier or status changed: cached sign-ins forget them. */
  usersChanged: (branchId: string, userId: string) => void;
  /** Sessions revoked: caches and open event streams forget them. */
  sessionsEnded: (sessionIds: readonly string[]) => void;
}

const invalid = (path: string, message: string) =>
  new AppError(422, 'VALIDATION_ERROR', message, [{ path: `body.${path}`, message }]);
const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', 'The email is already in use');
const pinTaken = () => new AppError(409, 'PIN_TAKEN', 'That PIN is already in use in this branch, choose another one');
const lastAdministrator = () =>
  new AppError(409, 'LAST_ADMINISTRATOR', 'The business needs at least one active administrator');
const ownAdministrator = () =>
  new AppError(409, 'OWN_ADMINISTRATOR', 'You cannot deactivate yourself or remove your own administrator role');

/** The users screen (spec 02 §2, §3 User, §4 status, §5): create, edit, deactivate, set-password codes. */
export function createUsersAdminService(deps: UsersAdminDeps) {
  const { users, page, clock } = deps;
  const now = () => clock.now().toISOString();

  /** The role a form may give: offered ones (spec 02 §5), or the one the user already has. */
  async function roleFor(form: Pick<UserForm, 'roleId' | 'cashierId'>, path: string, currentRoleId?: string) {
    const role = await users.role(form.roleId);
    if (!role || (!isOfferedWhenCreatingUsers(role.name) && role.id !== currentRoleId)) {
      throw invalid(`${path}roleId`, 'REQUIRED');
    }
    const [issue] = roleIssues(form, role.name);
    if (issue) throw invalid(`${path}${issue.path.join('.')}`, issue.message);
    return role;
  }

  async function checkCashier(scope: BranchScope, cashierId: string | null) {
    if (cashierId && !(await users.cashierOfBranch(scope, cashierId))) throw notFound('Cashier');
  }

  function newCode(auth: AuthContext, userId: string) {
    const code = newPasswordCode();
    const created = clock.now();
    const expiresAt = addSeconds(created, PASSWORD_CODE_HOURS * 60 * 60).toISOString();
    const record = {
      hash: passwordCodeHash(code),
      userId,
      businessId: auth.businessId,
      createdBy: auth.userId,
      createdAt: created.toISOString(),
      expiresAt,
    };
    return { record, code: { code, expiresAt } satisfies PasswordCode };
  }

  const uniqueRefusal = (error: unknown) =>
    isUniqueViolation(error) ? (String(error).includes('pin') ? pinTaken() : emailTaken()) : error;

  async function found(scope: BranchScope, ids: readonly string[]): Promise<UserRow[]> {
    const rows = await page.byIds(scope, ids);
    if (rows.length !== new Set(ids).size) throw notFound('User');
    return rows;
  }

  return {
    /** Roles offered in the drawer. */
    roles: async () => (await users.roles()).filter((role) => isOfferedWhenCreatingUsers(role.name)),

    cashierOptions: (auth: AuthContext, name: string, limit: number) =>
      users.cashierOptions(branchScope(auth), name, limit),

    /** Creates users (a list); each gets a one-time code to set their password (no mail in local mode). */
    async create(auth: AuthContext, forms: UserForm[]): Promise<CreatedUser[]> {
      const scope = branchScope(auth);
      const prepared: Parameters<UsersAdminRepository['insert']>[1][] = [];
      const emails = new Set<string>();
      const pins = new Set<string>();
      for (const [index, form] of forms.entries()) {
        const role = await roleFor(form, `${index}.`);
        await checkCashier(scope, form.cashierId);
        if (emails.has(form.email) || (await users.emailTaken(form.email))) throw emailTaken();
        emails.add(form.email);
        const pinLookup = form.pin ? deps.pinLookupKey(scope.branchId, form.pin) : null;
        if (pinLookup && (pins.has(pinLookup) || (await users.pinTaken(pinLookup)))) throw pinTaken();
        if (pinLookup) pins.add(pinLookup);
        prepared.push({
          id: newId(),
          name: form.name,
          email: form.email,
          phone: form.phone,
          roleId: role.id,
          cashierId: form.cashierId,
          allowedViews: roleRules(role.name).choosesViews ? form.allowedViews : [],
          passwordHash: NO_PASSWORD,
          pinHash: form.pin ? await deps.hashSecret(form.pin) : null,
          pinLookup,
        });
      }
      try {
        return await deps.transaction(async (trx) => {
          const codes = new Map<string, PasswordCode>();
          for (const user of prepared) {
            await trx.users.insert(scope, user, now());
            const { record, code } = newCode(auth, user.id);
            await trx.codes.create(record);
            codes.set(user.id, code);
          }
          const rows = await trx.page.byIds(scope, [...codes.keys()]);
          return prepared.map((user) => ({
            ...rows.find((row) => row.id === user.id)!,
            passwordCode: codes.get(user.id)!,
          }));
        });
      } catch (error) {
        throw uniqueRefusal(error);
      }
    },

    /** `{ ids, payload }`: the drawer's fields (one user), and/or deactivate / activate (spec 02 §4). */
    async update(auth: AuthContext, { ids, payload }: UserUpdate): Promise<{ updated: number }> {
      const scope = branchScope(auth);
      const { deleted, ...fields } = payload;
      const edits = Object.values(fields).some((value) => value !== undefined);
      if (deleted !== undefined && !can(auth.politics, 'users', 'deleted')) throw forbidden();
      if (edits && ids.length !== 1) throw invalid('ids', 'One user at a time');
      const rows = await found(scope, ids);
      if (deleted === true && ids.includes(auth.userId)) throw ownAdministrator();

      let edit: Parameters<UsersAdminRepository['update']>[0] | null = null;
      const [current] = rows;
      if (edits && current) {
        const form = {
          name: fields.name ?? current.name ?? '',
          email: fields.email ?? current.email ?? '',
          phone: fields.phone === undefined ? current.phone : fields.phone,
          roleId: fields.roleId ?? current.roleId,
          cashierId: fields.cashierId === undefined ? (current.cashier?.id ?? null) : fields.cashierId,
          allowedViews: fields.allowedViews ?? current.allowedViews,
        };
        const role = await roleFor(form, 'payload.', current.roleId);
        if (current.id === auth.userId && isAdministrator(current.role ?? '') && !isAdministrator(role.name)) {
          throw ownAdministrator();
        }
        await checkCashier(scope, form.cashierId);
        if (await users.emailTaken(form.email, current.id)) throw emailTaken();
        let pin: { hash: string; lookup: string } | null = null;
        if (fields.pin) {
          const lookup = deps.pinLookupKey(scope.branchId, fields.pin);
          if (await users.pinTaken(lookup, current.id)) throw pinTaken();
          pin = { hash: await deps.hashSecret(fields.pin), lookup };
        }
        edit = {
          ...form,
          id: current.id,
          allowedViews: roleRules(role.name).choosesViews ? form.allowedViews : [],
          pin,
        };
      }

      let ended: string[] = [];
      try {
        await deps.transaction(async (trx) => {
          await trx.users.lockBusiness(scope.businessId);
          if (edit) await trx.users.update(edit, now());
          if (deleted !== undefined) await trx.users.setDeleted(ids, deleted, now());
          if ((await trx.users.activeAdministrators(scope.businessId)) === 0) throw lastAdministrator();
          if (deleted === true) ended = await trx.sessions.revokeAllOf(ids, now());
          return { updated: rows.length };
        });
      } catch (error) {
        throw uniqueRefusal(error);
      }
      for (const id of ids) deps.usersChanged(scope.branchId, id);
      deps.sessionsEnded(ended);
      return { updated: rows.length };
    },

    /** A new one-time code for a user of the branch (the earlier ones stop working). */
    async newPasswordCode(auth: AuthContext, userId: string): Promise<PasswordCode> {
      const [user] = await found(branchScope(auth), [userId]);
      if (user?.deleted) throw notFound('User');
      const { record, code } = newCode(auth, userId);
      return deps.transaction(async (trx) => {
        await trx.codes.create(record);
        return code;
      });
    },
  };
}
export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
