import { ERROR_CODES } from '@comandero/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('translations', () => {
  it('have the same keys in Spanish and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
  });

  it('have no empty text', () => {
    for (const [language, texts] of [
      ['es', es],
      ['en', en],
    ] as const) {
      const empty = keysOf(texts).filter((key) => {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty, language).toEqual([]);
    }
  });

  it('explain every error code the API can answer, in both languages', () => {
    for (const code of [...ERROR_CODES, 'NETWORK_ERROR', 'BAD_RESPONSE']) {
      expect(es.errors, code).toHaveProperty(code);
      expect(en.errors, code).toHaveProperty(code);
    }
  });

  it('keep the spec texts verbatim in Spanish', () => {
    expect(es.login.title).toBe('Iniciar Sesión');
    expect(es.errors.INVALID_CREDENTIALS).toBe('Informacion incorrecta!');
    expect(es.errors.UNAUTHORIZED_ROLE).toBe('Usuario no autorizado');
    expect(es.login.processError).toBe('Error en el proceso de Login');
    expect(es.errors.BAD_RESPONSE).toBe('Ocurrio un error cargando la información');
    expect(es.topbar.noCashier).toBe('Sin caja');
    expect(es.settings.panel).toBe('Panel');
  });

  it('keep the spec texts written in English verbatim in English', () => {
    expect(en.notAllowed.noBranch).toBe('You do not have an assigned branch yet!');
    expect(en.errors.PIN_NOT_ALLOWED).toBe('Security PIN not allowed');
    expect(en.errors.FORBIDDEN).toBe('You do not have permission for this action');
    expect(en.errors.SERVICE_UNAVAILABLE).toBe('Service not available');
    expect(en.login.title).toBe('Sign in');
  });
});
