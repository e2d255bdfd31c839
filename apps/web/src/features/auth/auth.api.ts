import type { CaptchaConfig, LoginRequest, PinRequest } from '@comandero/domain';
import { type AnswerSchema, api } from '../../app/api';
import { loadValidators } from '../../app/loadValidators';

/**
 * The one answer the login screen reads before anyone touches it: a single flag, checked here so the
 * screen's first load does not fetch zod (DESIGN §10 budget).
 */
const captchaConfigAnswer: AnswerSchema<CaptchaConfig> = {
  safeParse: (data) => {
    const enabled = typeof data === 'object' && data !== null ? (data as Partial<CaptchaConfig>).enabled : undefined;
    return typeof enabled === 'boolean' ? { success: true, data: { enabled } } : { success: false };
  },
};

export const fetchCaptchaConfig = (signal?: AbortSignal) => api.get('/auth/captcha', captchaConfigAnswer, signal);

export async function login(body: LoginRequest) {
  const { loginResponseSchema } = await loadValidators();
  return api.post('/auth/login', body, loginResponseSchema);
}

/** PIN login switches this terminal to the picked user, when the PIN is that user's. */
export async function pinLogin(pin: string, userId?: string) {
  const { loginResponseSchema } = await loadValidators();
  const body: PinRequest = { pin, purpose: 'login', ...(userId ? { userId } : {}) };
  return api.post('/auth/pin', body, loginResponseSchema);
}

/** An Administrator or Cashier PIN approves one protected operation. */
export async function pinAuthorize(pin: string) {
  const { pinAuthorizeResponseSchema } = await loadValidators();
  return api.post('/auth/pin', { pin, purpose: 'authorize' } satisfies PinRequest, pinAuthorizeResponseSchema);
}

/** The login screen's ALTCHA endpoint (the widget fetches a fresh challenge from it). */
export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha/challenge';
