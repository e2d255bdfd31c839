import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api';
import i18n, { chooseLanguage } from '../../i18n';
import { loginErrorMessage } from './loginErrors';

const cases = [
  { error: new ApiError(401, 'INVALID_CREDENTIALS', ''), es: 'Información incorrecta!', en: 'Incorrect information!' },
  { error: new ApiError(403, 'UNAUTHORIZED_ROLE', ''), es: 'Usuario no autorizado', en: 'Unauthorized user' },
  {
    error: new ApiError(423, 'ACCOUNT_LOCKED', '', { retryAfterSeconds: 541 }),
    es: 'Cuenta bloqueada por demasiados intentos fallidos. Intente de nuevo en 10 min.',
    en: 'Account locked after too many failed attempts. Try again in 10 min.',
  },
  {
    error: new ApiError(400, 'CAPTCHA_INVALID', ''),
    es: 'La verificación humana falló, inténtelo de nuevo',
    en: 'Human verification failed, try again',
  },
  {
    error: new ApiError(400, 'CAPTCHA_REQUIRED', ''),
    es: 'La verificación humana falló, inténtelo de nuevo',
    en: 'Human verification failed, try again',
  },
  {
    error: new ApiError(429, 'TOO_MANY_REQUESTS', ''),
    es: 'Demasiados intentos, espere un momento e inténtelo de nuevo',
    en: 'Too many attempts, wait a moment and try again',
  },
  { error: new ApiError(0, 'NETWORK_ERROR', ''), es: 'No hay conexión con el servidor', en: 'Cannot reach the server' },
  // Spec 01 §5: any other rejection reads as wrong information.
  { error: new ApiError(400, 'VALIDATION_ERROR', ''), es: 'Información incorrecta!', en: 'Incorrect information!' },
  {
    error: new ApiError(500, 'INTERNAL_ERROR', ''),
    es: 'Error en el proceso de Login',
    en: 'Error in the login process',
  },
  { error: new Error('boom'), es: 'Error en el proceso de Login', en: 'Error in the login process' },
];

describe('login error messages', () => {
  it.each(cases)('$error.code → "$es" in Spanish', ({ error, es }) => {
    expect(loginErrorMessage(error, i18n.t)).toBe(es);
  });

  it.each(cases)('$error.code → "$en" in English', async ({ error, en }) => {
    await chooseLanguage('en');
    expect(loginErrorMessage(error, i18n.t)).toBe(en);
  });

  it('counts the lock in whole minutes, and says 15 when the server gives no time', () => {
    expect(loginErrorMessage(new ApiError(423, 'ACCOUNT_LOCKED', '', { retryAfterSeconds: 60 }), i18n.t)).toContain(
      'en 1 min.',
    );
    expect(loginErrorMessage(new ApiError(423, 'ACCOUNT_LOCKED', ''), i18n.t)).toContain('en 15 min.');
  });
});
