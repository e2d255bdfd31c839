import { z } from 'zod';

/** Every error code the API answers with; the web maps each to the spec's texts in es and en. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'BODY_TOO_DEEP',
  'MALFORMED_TEXT',
  'MALFORMED_URL',
  'MALFORMED_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'SESSION_REVOKED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'UNAUTHORIZED_ROLE',
  'ACCOUNT_LOCKED',
  'TOO_MANY_REQUESTS',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'INCORRECT_PIN',
  'PIN_NOT_ALLOWED',
  'PIN_LOCKED',
  'PIN_SLOWED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'CONFLICT',
  'ERROR_REMOVE_RELATION',
  'IMAGE_INVALID',
  'TABLE_EXISTS',
  'TABLE_POSITION_TAKEN',
  'TABLE_OCCUPIED',
  'TABLE_HAS_ORDER',
  'TABLE_CHANGED',
  'DELIVERY_STATE_CHANGED',
  'ROOM_HAS_TABLES',
  'NO_STOCK',
  'INSUFFICIENT_STOCK',
  'NEGATIVE_STOCK',
  'STOCK_LIMIT',
  'RECIPE_CYCLE',
  'NOT_PREPARED',
  'NOT_SELECTED',
  'EXTRAS_INVALID',
  'PIN_REQUIRED',
  'LINE_SENT',
  'UNSENT_LINES',
  'NOTHING_TO_CLOSE',
  'NO_CLOSE_DATE',
  'TOTAL_CHANGED',
  'SPLIT_MISMATCH',
  'CASHIER_ALREADY_OPEN',
  'CASHIER_NOT_OPEN',
  'CASHIER_NOT_ASSIGNED',
  'MOVEMENT_READ_ONLY',
  'EMAIL_TAKEN',
  'PIN_TAKEN',
  'PHONE_TAKEN',
  'LAST_ADMINISTRATOR',
  'OWN_ADMINISTRATOR',
  'PASSWORD_CODE_INVALID',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** One field named by a validation error. */
export interface FieldIssue {
  path: string;
  message: string;
}
