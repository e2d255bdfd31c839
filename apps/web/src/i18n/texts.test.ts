import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n, { addTexts, setLanguage, type TFunction, useTranslation } from './texts';

// Keys of this test's own, under a top-level name no bundle uses.
addTexts('es', {
  textsTest: {
    greeting: 'Hola, {{name}}',
    people_one: '{{count}} persona',
    people_other: '{{count}} personas',
    onlySpanish: 'Solo en español',
    nested: { deep: 'Profundo' },
  },
});
addTexts('en', {
  textsTest: { greeting: 'Hello, {{name}}', people_one: '{{count}} person', people_other: '{{count}} people' },
});
// Typed keys: the test's keys are not the app's, so it reads them through an untyped view.
const t = (key: string, values?: Record<string, unknown>) =>
  (i18n.t as (key: string, values?: unknown) => string)(key, values);

describe('texts', () => {
  it('finds nested keys and fills their values', () => {
    expect(t('textsTest.greeting', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('textsTest.nested.deep')).toBe('Profundo');
  });

  it('chooses the plural form by count, in each language', () => {
    expect(t('textsTest.people', { count: 1 })).toBe('1 persona');
    expect(t('textsTest.people', { count: 0 })).toBe('0 personas');
    expect(t('textsTest.people', { count: 1_000_000 })).toBe('1000000 personas');
    setLanguage('en');
    expect(t('textsTest.people', { count: 1 })).toBe('1 person');
    expect(t('textsTest.people', { count: 3 })).toBe('3 people');
  });

  it('falls back to Spanish, then to the default, then to the key', () => {
    setLanguage('en');
    expect(t('textsTest.onlySpanish')).toBe('Solo en español');
    expect(t('textsTest.missing', { defaultValue: 'Rappi' })).toBe('Rappi');
    expect(t('textsTest.missing')).toBe('textsTest.missing');
  });

  it('keeps a text already there when a bundle brings it again', () => {
    addTexts('es', { textsTest: { greeting: 'Otro saludo', added: 'Nuevo' } });
    expect(t('textsTest.greeting', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('textsTest.added')).toBe('Nuevo');
  });

  it('renders a screen again, with a new t, when the language changes', () => {
    const seen: TFunction[] = [];
    const { result } = renderHook(() => {
      const { t } = useTranslation();
      seen.push(t);
      return (t as (key: string, values?: unknown) => string)('textsTest.greeting', { name: 'Ana' });
    });
    expect(result.current).toBe('Hola, Ana');
    act(() => setLanguage('en'));
    expect(result.current).toBe('Hello, Ana');
    expect(new Set(seen).size).toBe(2);
  });
});
