import type { TFunction } from '../i18n';
import { ApiError } from './api';

/** The lock's remaining minutes, rounded up; the server sends seconds in details.retryAfterSeconds. */
function lockedMinutes(details: unknown): number {
  const seconds =
    typeof details === 'object' && details !== null && 'retryAfterSeconds' in details
      ? Number(details.retryAfterSeconds)
      : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15;
}

/** The message a person reads for a failed call, in the current language. */
export function describeError(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.BAD_RESPONSE');
  if (error.code === 'ACCOUNT_LOCKED') return t('errors.ACCOUNT_LOCKED', { minutes: lockedMinutes(error.details) });
  return t(`errors.${error.code}`);
}
