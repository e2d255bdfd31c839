import { z } from 'zod';

export const idSchema = z.uuid();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** The largest counter the database stores (a 32-bit integer column): versions, table numbers. */
export const STORED_INT_MAX = 2_147_483_647;
/** The version of a row a client read and sends back (optimistic concurrency). */
export const versionSchema = z.number().int().positive().max(STORED_INT_MAX);

const PAGE_MAX = 100_000;
export const PAGE_SIZE_MAX = 100;

/** The page a list request asks for, beside `pageOf` its answer: page 0 and the list's own size by default. */
export const pageRequest = (defaultSize: number) => ({
  page: z.number().int().min(0).max(PAGE_MAX).default(0),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(defaultSize),
});

/** The same, read from a query string's text (`?page=0&pageSize=20`). */
export const queryPageRequest = (defaultSize: number) => ({
  page: z.coerce.number().int().min(0).max(PAGE_MAX).default(0),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(defaultSize),
});

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
  /** Spec 02 §2: the settings panel's 'Reset POS' entry shows only outside production. */
  offersPosReset: z.boolean(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/**
 * Spec 02 §1 service status: available only when the browser is online and the check answered that
 * both the core and the database are; no answer (null) means unavailable.
 */
export const servicesAvailable = (online: boolean, status: StatusResponse | null): boolean =>
  online && status?.core.available === true && status.db.available;

/** The server's time, and the restaurant's IANA time zone (POS_TIME_ZONE): 'today' is a day of its wall clock. */
export const nowResponseSchema = z.object({ now: isoDateTimeSchema, timeZone: z.string() });
export type NowResponse = z.infer<typeof nowResponseSchema>;

/** Pattern constants of spec 01 §5. */
export const PATTERNS = {
  name: /^[\p{L}\p{N} ]{3,}$/u,
  text: /^.{3,}$/su,
  digitsAndSpaces: /^[\d ]+$/,
} as const;
