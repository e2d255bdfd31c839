import type { LoginRequest, PinRequest } from '@comandero/domain';
import { api } from '../../app/api';
import { loadValidators } from '../../app/loadValidators';

export async function fetchCaptchaConfig(signal?: AbortSignal) {
  const { captchaConfigSchema } = await loadValidators();
  return api.get('/auth/captcha', captchaConfigSchema, signal);
}

export async function login(body: LoginRequest) {
  const { loginResponseSchema } = await loadValidators();
  return api.post('/auth/login', body, loginResponseSchema);
}

/** PIN login switches this terminal to the PIN's user. */
export async function pinLogin(pin: string) {
  const { loginResponseSchema } = await loadValidators();
  return api.post('/auth/pin', { pin, purpose: 'login' } satisfies PinRequest, loginResponseSchema);
}

/** An Administrator or Cashier PIN approves one protected operation. */
export async function pinAuthorize(pin: string) {
  const { pinAuthorizeResponseSchema } = await loadValidators();
  return api.post('/auth/pin', { pin, purpose: 'authorize' } satisfies PinRequest, pinAuthorizeResponseSchema);
}

/** The login screen's ALTCHA endpoint (the widget fetches a fresh challenge from it). */
export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha/challenge';
