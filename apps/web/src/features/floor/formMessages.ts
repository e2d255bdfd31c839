import type { TFunction } from '../../i18n';

// The domain's form schemas carry the spec's message texts (or keys); each maps to a translated text.
const MESSAGE_KEYS = {
  REQUIRED: 'validation.REQUIRED',
  'Ingrese un nombre válido. Mínimo 1 número': 'validation.TABLE_NUMBER',
} as const;

/** The text a person reads for a schema's message; any other refusal reads as a generic one. */
export function formMessage(message: string | undefined, t: TFunction): string | undefined {
  if (message === undefined) return undefined;
  const key = MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return key ? t(key) : t('validation.INVALID');
}
