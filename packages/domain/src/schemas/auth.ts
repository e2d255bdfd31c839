import { z } from 'zod';
import { AREA_ACTIONS, type Area, POS_VIEWS } from '../permission/permissions.js';
import { idSchema, isoDateTimeSchema } from './common.js';

export const loginRequestSchema = z.object({
  identifier: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  /** ALTCHA payload (base64 JSON); required unless the challenge is off. */
  captcha: z.string().max(10_000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The web's login form: the user must be an email (spec 01 §5). */
export const loginFormSchema = z.object({
  identifier: z.email({ message: 'ERROR EMAIL' }),
  password: z.string().min(1, { message: 'REQUIRED' }),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const PIN_PATTERN = /^\d{4,8}$/;
export const pinSchema = z.string().regex(PIN_PATTERN);

export const pinRequestSchema = z.object({
  pin: pinSchema,
  /** login: change user on this terminal; authorize: an Administrator or Cashier approves an operation. */
  purpose: z.enum(['login', 'authorize']).default('authorize'),
  /** The user picked on the change-user screen: the PIN must be that user's. */
  userId: idSchema.optional(),
});
export type PinRequest = z.input<typeof pinRequestSchema>;

export const paymentMethodSchema = z.object({ name: z.string(), type: z.string() });
export const deliveryMethodSchema = z.object({ id: z.string(), name: z.string() });

export const branchSchema = z.object({
  id: idSchema,
  name: z.string(),
  country: z.string(),
  city: z.string().nullable(),
  currency: z.string(),
  paymentMethods: z.array(paymentMethodSchema),
  deliveryMethods: z.array(deliveryMethodSchema),
});
export type Branch = z.infer<typeof branchSchema>;

const securityPoliticsSchema = z.object(
  Object.fromEntries(
    (Object.keys(AREA_ACTIONS) as Area[]).map((area) => [
      area,
      z.array(z.enum(AREA_ACTIONS[area] as unknown as [string, ...string[]])).optional(),
    ]),
  ),
);

export const sessionUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.object({ id: idSchema, name: z.string() }),
  business: z.object({ id: idSchema, name: z.string() }),
  branch: branchSchema.nullable(),
  cashier: z.object({ id: idSchema, name: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
  allowedViews: z.array(z.enum(POS_VIEWS)),
  securityPolitics: securityPoliticsSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema });

export const loginResponseSchema = z.object({
  jwt: z.string(),
  expiresAt: isoDateTimeSchema,
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const pinAuthorizeResponseSchema = z.object({
  user: z.object({ id: idSchema, name: z.string(), role: z.object({ id: idSchema, name: z.string() }) }),
});
export type PinAuthorizeResponse = z.infer<typeof pinAuthorizeResponseSchema>;

export const captchaConfigSchema = z.object({ enabled: z.boolean() });
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;
