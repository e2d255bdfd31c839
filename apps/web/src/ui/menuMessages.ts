import { MENU_MESSAGES } from '@comandero/domain';
import { ApiError } from '../app/api';
import { describeError } from '../app/errors';
import type { TFunction } from '../i18n';

// The domain's schemas carry the spec's message keys (02 §5); each says its text here.
const MESSAGE_KEYS = {
  [MENU_MESSAGES.required]: 'validation.REQUIRED',
  [MENU_MESSAGES.alphanumeric]: 'menuAdmin.validation.alphanumeric',
  [MENU_MESSAGES.price]: 'menuAdmin.validation.price',
  [MENU_MESSAGES.sizePrice]: 'menuAdmin.validation.sizePrice',
  [MENU_MESSAGES.sizesRequired]: 'menuAdmin.validation.sizesRequired',
  [MENU_MESSAGES.number]: 'menuAdmin.validation.number',
} as const;

/** The text a person reads for a schema's message; anything else reads as a generic refusal. */
export function menuFieldMessage(message: string | undefined, t: TFunction): string | undefined {
  if (message === undefined) return undefined;
  const key = MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return key ? t(key) : t('validation.INVALID');
}

/** A failed delete: the spec's relation text when something still uses the record (spec 02 §8). */
export function removeFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'ERROR_REMOVE_RELATION') return t('menuAdmin.notice.removeRelation');
  return describeError(error, t);
}

/** A stale version (409 CONFLICT): someone else changed the record; the list must be read again. */
export const isStale = (error: unknown) => error instanceof ApiError && error.code === 'CONFLICT';
