import type { TFunction } from '../../i18n';

/** A domain schema's message as the person reads it; an unknown one says the value is not valid. */
export function fieldError(message: string | undefined, t: TFunction): string | undefined {
  if (message === undefined) return undefined;
  switch (message) {
    case 'REQUIRED':
      return t('validation.REQUIRED');
    case 'ERROR ALPHANUMERIC':
      return t('purchasing.errors.alphanumeric');
    case 'Seleccione un proveedor':
      return t('purchasing.purchases.errors.vendor');
    default:
      return t('validation.INVALID');
  }
}
