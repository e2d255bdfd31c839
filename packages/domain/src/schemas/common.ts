import { z } from 'zod';

export const idSchema = z.uuid();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** The largest counter the database stores (a 32-bit integer column): versions, table numbers. */
export const STORED_INT_MAX = 2_147_483_647;
/** The version of a row a client read and sends back (optimistic concurrency). */
export const versionSchema = z.number().int().positive().max(STORED_INT_MAX);

/** Lists answer `{ content, totalElements, page, pageSize }` (DESIGN §6). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
    pageSize: z.number().int().positive(),
  });

export const statusResponseSchema = z.object({
  core: z.object({ available: z.boolean() }),
  db: z.object({ available: z.boolean() }),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

export const nowResponseSchema = z.object({ now: isoDateTimeSchema });
export type NowResponse = z.infer<typeof nowResponseSchema>;

/** Pattern constants of spec 01 §5. */
export const PATTERNS = {
  name: /^[\p{L}\p{N} ]{3,}$/u,
  text: /^.{3,}$/su,
  digitsAndSpaces: /^[\d ]+$/,
} as const;
