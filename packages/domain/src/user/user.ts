import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageOf, pageRequest } from '../schemas/common.js';

/** Users page size (spec 01 §9). */
export const USERS_PAGE_SIZE = 20;

/** A user card of the change-user screen (spec 01 §2). */
export const userCardSchema = z.object({
  id: idSchema,
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  phone: z.string().nullable(),
  branch: z.string().nullable(),
  business: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type UserCard = z.infer<typeof userCardSchema>;

export const usersPageRequestSchema = z.object({
  ...pageRequest(USERS_PAGE_SIZE),
  filter: z
    .object({
      name: z.string().trim().max(100).optional(),
      /** The users screen lists deactivated users too (needs update on users). */
      includeDeleted: z.boolean().optional(),
    })
    .default({}),
});
export type UsersPageRequest = z.input<typeof usersPageRequestSchema>;

export const usersPageSchema = pageOf(userCardSchema);
export type UsersPage = z.infer<typeof usersPageSchema>;
