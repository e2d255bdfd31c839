import { ApiError, type ClientErrorCode } from '../../app/api';
import { describeError } from '../../app/errors';
import type { TFunction } from '../../i18n';

/** Answers the login screen explains as they are; spec 01 §5: any other rejection is 'Información incorrecta!'. */
const EXPLAINED: ReadonlySet<ClientErrorCode> = new Set([
  'INVALID_CREDENTIALS',
  'UNAUTHORIZED_ROLE',
  'ACCOUNT_LOCKED',
  'TOO_MANY_REQUESTS',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'NETWORK_ERROR',
]);

export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status >= 500 || error.code === 'BAD_RESPONSE') {
    return t('login.processError');
  }
  return EXPLAINED.has(error.code) ? describeError(error, t) : t('errors.INVALID_CREDENTIALS');
}
