import { CASHIER_NAME_INVALID, CHOOSE_A_CASHIER, COUNT_INVALID, DATE_RANGE_MAX_DAYS } from '@comandero/domain';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import type { TFunction } from '../../i18n';

// The domain's schemas carry the spec's texts; each maps to its translation.
const MESSAGE_KEYS = {
  [COUNT_INVALID]: 'cashiers.validation.count',
  'ERROR CASHIER TOTAL': 'cashiers.validation.total',
  [CHOOSE_A_CASHIER]: 'cashiers.validation.chooseCashier',
  [CASHIER_NAME_INVALID]: 'cashiers.validation.name',
  'ERROR DATE RANGE': 'cashiers.validation.dateRange',
  REQUIRED: 'validation.REQUIRED',
} as const;

/** The text a person reads for a schema's message; anything else reads as a generic refusal. */
export function cashierMessage(message: string | undefined, t: TFunction): string | undefined {
  if (message === undefined) return undefined;
  const key = MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS];
  return key ? t(key, { days: DATE_RANGE_MAX_DAYS }) : t('validation.INVALID');
}

/** A refused save: the server's validation message in words, else the error code's text. */
export function cashierFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.message in MESSAGE_KEYS) {
    return cashierMessage(error.message, t)!;
  }
  return describeError(error, t);
}

/** Nests a schema issue under its form field ('counts.bill_1000'), first message wins. */
export function putError(errors: Record<string, unknown>, path: readonly string[], message: string): void {
  let node = errors;
  for (const part of path.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) node[last] ??= { type: 'validate', message };
}
