import { useSyncExternalStore } from 'react';
import type { Resources } from './resources';

/**
 * The app's texts and the current language: what i18next and react-i18next did for us, in the few
 * lines we use (nested keys, `{{name}}` values, `_one`/`_other` plurals, Spanish as the fallback).
 * Fifteen kilobytes less in every terminal's first download (DESIGN §10 budget).
 */

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const FALLBACK: Language = 'es';

/** A key's plural forms are one key to its callers, chosen by `count`. */
type Singular<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key;
type KeysOf<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Singular<Key>}`
    : KeysOf<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** Every text's key: a missing or misspelt key fails the typecheck. */
export type TextKey = KeysOf<Resources>;
export type TextValues = { count?: number; defaultValue?: string } & Record<string, unknown>;
export interface TFunction {
  (key: TextKey, values?: TextValues): string;
  /** A key that may have no text (a business's own channel): its default is shown then. */
  (key: string, values: TextValues & { defaultValue: string }): string;
}

type Tree = { [key: string]: string | Tree };

const texts: Record<Language, Tree> = { es: {}, en: {} };
let language: Language = FALLBACK;
const listeners = new Set<() => void>();

function merge(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value);
    else if (current === undefined) into[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

function find(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules: Record<Language, Intl.PluralRules> = {
  es: new Intl.PluralRules('es'),
  en: new Intl.PluralRules('en'),
};
const pluralOf = (count: number, of: Language): string => pluralRules[of].select(count);

function lookup(key: string, count: number | undefined): string | undefined {
  for (const from of language === FALLBACK ? [FALLBACK] : [language, FALLBACK]) {
    const candidates = count === undefined ? [key] : [`${key}_${pluralOf(count, from)}`, `${key}_other`, key];
    for (const candidate of candidates) {
      const text = find(texts[from], candidate);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

const interpolate = (text: string, values: TextValues) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );

/** A new function for each language, so that memoized screens built with the old one rebuild. */
const translator = (): TFunction => (key: string, values?: TextValues) => {
  // A missing text shows its default, or its key: visible in a screenshot, never a blank.
  const text = lookup(key, values?.count) ?? values?.defaultValue ?? key;
  return values ? interpolate(text, values) : text;
};
let t = translator();

/** The current language and its texts, for code outside components (notices, error messages). */
const i18n = {
  get language(): Language {
    return language;
  },
  get t(): TFunction {
    return t;
  },
};
export default i18n;

/** Adds texts to a language; a text already there is kept. */
export function addTexts(to: Language, tree: Tree): void {
  merge(texts[to], tree);
}

/** True when the language already holds the top-level key (a bundle's marker). */
export const hasTexts = (of: Language, key?: string): boolean =>
  key === undefined ? Object.keys(texts[of]).length > 0 : texts[of][key] !== undefined;

/** Switches the language; every screen using `useTranslation` renders again. */
export function setLanguage(next: Language): void {
  if (next === language) return;
  language = next;
  t = translator();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The texts of the current language; the component renders again when it changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return { t: useSyncExternalStore(subscribe, () => t), i18n };
}
