import { fromStored, UNITS, type UnitId } from '@comandero/domain';
import { useTranslation } from '../i18n';

export const isUnitId = (unit: string): unit is UnitId => unit in UNITS;

/** Spanish writes decimals with a comma: "1.5 kg" would read as fifteen hundred. */
export function formatQuantity(stored: number, unit: string, language: string): string {
  if (!isUnitId(unit)) return String(stored);
  const text = fromStored(stored, unit);
  return `${language.startsWith('es') ? text.replace('.', ',') : text} ${UNITS[unit].abbreviation}`;
}

/** The stored quantity as the person types it in the unit (no abbreviation): the form's starting text. */
export function quantityText(stored: number, unit: UnitId, language: string): string {
  const text = fromStored(stored, unit);
  return language.startsWith('es') ? text.replace('.', ',') : text;
}

/** Formats stored quantities in the current language. */
export function useQuantity() {
  const { i18n } = useTranslation();
  return (stored: number, unit: string) => formatQuantity(stored, unit, i18n.language);
}
