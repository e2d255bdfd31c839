import { z } from 'zod';
import { POS_VIEWS } from '../permission/permissions.js';
import { isAdministrator, isOfferedWhenCreatingUsers, normalizeRoleName } from '../permission/roles.js';
import { idSchema, isoDateTimeSchema, PATTERNS, pageOf } from '../schemas/common.js';
import { userCardSchema } from './user.js';

/** The spec's message keys (02 §5, §8); the web says each in es and en. */
export const USER_MESSAGES = {
  required: 'REQUIRED',
  alphanumeric: 'ERROR ALPHANUMERIC',
  email: 'ERROR EMAIL',
  phone: 'ERROR PHONE',
  pin: 'ERROR PIN',
  password: 'ERROR PASSWORD',
} as const;

/** A phone: digits with an optional leading +, spaces or dashes between; 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d(?:[\d -]*\d)?$/;
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

/** An optional phone ('' is none), stored without spaces or dashes so lookups by phone match. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, { message: USER_MESSAGES.phone })
  .refine(
    (phone) => phone === '' || (PHONE_PATTERN.test(phone) && phoneDigits(phone) >= 7 && phoneDigits(phone) <= 15),
    {
      message: USER_MESSAGES.phone,
    },
  )
  .transform((phone) => (phone === '' ? null : phone.replace(/[ -]/g, '')))
  .nullish()
  .transform((phone) => phone ?? null);

/** Users' and customers' names: letters, digits and spaces, 3 or more (spec 02 §5 ERROR ALPHANUMERIC). */
export const personNameSchema = z
  .string({ message: USER_MESSAGES.required })
  .trim()
  .min(1, { message: USER_MESSAGES.required })
  .max(80, { message: USER_MESSAGES.alphanumeric })
  .regex(PATTERNS.name, { message: USER_MESSAGES.alphanumeric });

export const emailSchema = z
  .string({ message: USER_MESSAGES.required })
  .trim()
  .min(1, { message: USER_MESSAGES.required })
  .max(254, { message: USER_MESSAGES.email })
  .pipe(z.email({ message: USER_MESSAGES.email }))
  .transform((email) => email.toLowerCase());

/** A user's PIN: 4 to 6 digits, unique in the branch (issue 15 §2). */
export const USER_PIN_PATTERN = /^\d{4,6}$/;

/** The users drawer (spec 02 §3 User, §5): what an administrator fills in. */
export const userFormSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  roleId: idSchema.or(z.literal('')).refine((id) => id !== '', { message: USER_MESSAGES.required }),
  phone: optionalPhoneSchema,
  cashierId: idSchema.nullish().transform((id) => id ?? null),
  allowedViews: z.array(z.enum(POS_VIEWS)).max(POS_VIEWS.length).default([]),
  /** A new PIN; empty or absent keeps the one the user has. */
  pin: z
    .string()
    .trim()
    .refine((pin) => pin === '' || USER_PIN_PATTERN.test(pin), { message: USER_MESSAGES.pin })
    .nullish()
    .transform((pin) => (pin ? pin : null)),
});
export type UserForm = z.infer<typeof userFormSchema>;
export type UserFormInput = z.input<typeof userFormSchema>;

/** Create takes a list (spec 02 §7). */
export const createUsersSchema = z.array(userFormSchema).min(1).max(50);

/** Bulk update `{ ids, payload }`: the form's fields (one user) and/or `deleted` (soft delete, spec 02 §4). */
export const userUpdateSchema = z.object({
  ids: z.array(idSchema).min(1).max(200),
  // No defaults: a field left out keeps what the user has.
  payload: userFormSchema.partial().extend({
    allowedViews: z.array(z.enum(POS_VIEWS)).max(POS_VIEWS.length).optional(),
    deleted: z.boolean().optional(),
  }),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** What the role name asks of the form (spec 02 §5). */
export function roleRules(roleName: string | null | undefined) {
  const role = normalizeRoleName(roleName ?? '');
  return {
    /** A waiter serves from a cash drawer: the cashier is required. */
    needsCashier: role.includes('mesero'),
    /** Only a cashier's allowed tabs are chosen. */
    choosesViews: role.includes('caja'),
    isAdministrator: roleName ? isAdministrator(roleName) : false,
  };
}

/** The role rules' issues for a form, as a schema reports them. */
export function roleIssues(form: Pick<UserForm, 'cashierId'>, roleName: string | null | undefined) {
  return roleRules(roleName).needsCashier && !form.cashierId
    ? [{ path: ['cashierId'], message: USER_MESSAGES.required }]
    : [];
}

/** Roles offered in the users drawer (spec 02 §5: not super, customer or pos). */
export const roleSchema = z.object({ id: idSchema, name: z.string() });
export type Role = z.infer<typeof roleSchema>;
export const offeredRoles = <T extends { name: string }>(roles: readonly T[]): T[] =>
  roles.filter((role) => isOfferedWhenCreatingUsers(role.name));

/** What the users screen adds to a change-user card: for whoever manages users only. */
const userAdminFields = {
  roleId: idSchema,
  cashier: z.object({ id: idSchema, name: z.string() }).nullable(),
  allowedViews: z.array(z.enum(POS_VIEWS)),
  hasPin: z.boolean(),
  /** Still to set a password with a code. */
  passwordPending: z.boolean(),
  deleted: z.boolean(),
};

/** A row of the users list (spec 02 §3 User): the change-user card and what the drawer edits. */
export const userRowSchema = userCardSchema.extend(userAdminFields);
export type UserRow = z.infer<typeof userRowSchema>;
export const usersAdminPageSchema = pageOf(userRowSchema);
/** `POST /users/page` answers cards, with the users screen's fields when the caller manages users. */
export const usersPageAnswerSchema = pageOf(userCardSchema.extend(userAdminFields).partial(userAdminFieldsMask()));
export type UsersAdminPage = z.infer<typeof usersAdminPageSchema>;

function userAdminFieldsMask() {
  return Object.fromEntries(Object.keys(userAdminFields).map((key) => [key, true])) as {
    [K in keyof typeof userAdminFields]: true;
  };
}

/** A one-time code that lets a new user set their password (valid 24 h, single use). */
export const PASSWORD_CODE_HOURS = 24;
export const passwordCodeSchema = z.object({ code: z.string(), expiresAt: isoDateTimeSchema });
export type PasswordCode = z.infer<typeof passwordCodeSchema>;
export const createdUserSchema = userRowSchema.extend({ passwordCode: passwordCodeSchema });
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** The set-password screen's form: the code and a password of 8 or more characters, typed twice. */
export const PASSWORD_MIN_LENGTH = 8;
export const setPasswordSchema = z.object({
  code: z.string().trim().min(1, { message: USER_MESSAGES.required }).max(64),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: USER_MESSAGES.password })
    .max(200, { message: USER_MESSAGES.password }),
});
export type SetPasswordRequest = z.infer<typeof setPasswordSchema>;

/** The cashier picker of the users drawer: from 3 characters, 15 results (spec 02 §5, §9). */
export const CASHIER_PICKER_MIN_CHARS = 3;
export const CASHIER_PICKER_RESULTS = 15;
export const CASHIER_PICKER_DEBOUNCE_MS = 300;
export const cashierSelectRequestSchema = z.object({ name: z.string().trim().max(60).default('') });
export const cashierOptionSchema = z.object({ id: idSchema, name: z.string() });
export type CashierOption = z.infer<typeof cashierOptionSchema>;
