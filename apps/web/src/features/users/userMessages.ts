import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import type { TFunction } from '../../i18n';

// The domain's schemas carry the spec's message keys (02 §5); each says its text here.
const MESSAGE_KEYS = {
  REQUIRED: 'validation.REQUIRED',
  'ERROR EMAIL': 'validation.ERROR EMAIL',
  'ERROR ALPHANUMERIC': 'users.validation.alphanumeric',
  'ERROR PHONE': 'users.validation.phone',
  'ERROR PIN': 'users.validation.pin',
  'ERROR PASSWORD': 'users.validation.password',
} as const;

/** The text a person reads for a schema's message; anything else reads as a generic refusal. */
export function fieldMessage(message: string | undefined, t: TFunction): string | undefined {
  if (message === undefined) return undefined;
  const key = MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return key ? t(key) : t('validation.INVALID');
}

/** The form field a refused save points at (a taken email or PIN, a field the server checked). */
export function fieldOfFailure(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'EMAIL_TAKEN') return { field: 'email', message: error.code };
  if (error.code === 'PIN_TAKEN') return { field: 'pin', message: error.code };
  if (error.code === 'PHONE_TAKEN') return { field: 'phone', message: error.code };
  const [detail] = Array.isArray(error.details) ? (error.details as { path?: string; message?: string }[]) : [];
  const field = detail?.path?.split('.').at(-1);
  return error.code === 'VALIDATION_ERROR' && field && detail?.message ? { field, message: detail.message } : null;
}

/** A field's error text: a schema message, or the error code's own text. */
export function failureText(message: string, t: TFunction): string {
  return message in MESSAGE_KEYS ? fieldMessage(message, t)! : t(`errors.${message}` as 'errors.VALIDATION_ERROR');
}

export const describeFailure = (error: unknown, t: TFunction) => describeError(error, t);
