import type { TFunction } from '../../i18n';
import type { FormErrors } from './preferencesForm';

/** The text of a field's error: the form's own keys, else the shared validation texts. */
export function fieldError(errors: FormErrors, path: string, t: TFunction): string | undefined {
  const key = errors[path];
  if (!key) return undefined;
  if (key === 'PERCENT' || key === 'DUPLICATE TIP TYPE' || key === 'DUPLICATE FEE') {
    return t(`preferences.validation.${key}`);
  }
  return key === 'REQUIRED' ? t('validation.REQUIRED') : t('validation.INVALID');
}
