import {
  type Ingredient,
  type IngredientForm,
  ingredientFormSchema,
  type Money,
  parseQuantity,
  type UnitId,
} from '@comandero/domain';
import { quantityText } from '../../ui/quantity';

/** The ingredient modal's fields as typed: quantities are text in the ingredient's unit. */
export interface IngredientDraft {
  name: string;
  description: string;
  unit: UnitId | null;
  locationId: string | null;
  sku: string;
  cost: number | undefined;
  supplierId: string | null;
  stockMinimum: string;
  /** Only when creating: recorded as an 'Entrada - Ajuste' movement once the ingredient exists. */
  initialQuantity: string;
}

export type DraftErrors = Partial<Record<keyof IngredientDraft, string>>;
/** A field's problem: a domain message key ('ERROR ALPHANUMERIC') or 'QUANTITY' for a quantity not in the unit. */
export const QUANTITY_PROBLEM = 'QUANTITY';

export function draftOf(ingredient: Ingredient | null, language: string): IngredientDraft {
  if (!ingredient) {
    return {
      name: '',
      description: '',
      unit: null,
      locationId: null,
      sku: '',
      cost: 0,
      supplierId: null,
      stockMinimum: '0',
      initialQuantity: '',
    };
  }
  return {
    name: ingredient.name,
    description: ingredient.description ?? '',
    unit: ingredient.unit,
    locationId: ingredient.locationId,
    sku: ingredient.sku ?? '',
    cost: ingredient.cost,
    supplierId: ingredient.supplierId,
    stockMinimum: quantityText(ingredient.stockMinimum, ingredient.unit, language),
    initialQuantity: '',
  };
}

/** A quantity typed in a unit, or null when it is not one (empty counts as 0 where allowed). */
function quantityOf(text: string, unit: UnitId | null, emptyIsZero: boolean): number | null {
  if (!unit) return emptyIsZero && text.trim() === '' ? 0 : null;
  if (text.trim() === '') return emptyIsZero ? 0 : null;
  const stored = parseQuantity(text, unit);
  return stored !== null && stored >= 0 ? stored : null;
}

export type CheckedDraft =
  | { ok: true; form: IngredientForm; initialQuantity: number }
  | { ok: false; errors: DraftErrors };

/** Checks the draft with the domain's schema (the server checks the same) plus the typed quantities. */
export function checkDraft(draft: IngredientDraft): CheckedDraft {
  const errors: DraftErrors = {};
  const stockMinimum = quantityOf(draft.stockMinimum, draft.unit, true);
  const initialQuantity = quantityOf(draft.initialQuantity, draft.unit, true);
  if (stockMinimum === null) errors.stockMinimum = QUANTITY_PROBLEM;
  if (initialQuantity === null) errors.initialQuantity = QUANTITY_PROBLEM;
  const parsed = ingredientFormSchema.safeParse({
    name: draft.name,
    description: draft.description.trim() || null,
    unit: draft.unit ?? undefined,
    locationId: draft.locationId,
    sku: draft.sku.trim() || null,
    cost: (draft.cost ?? 0) as Money,
    supplierId: draft.supplierId,
    stockMinimum: stockMinimum ?? 0,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof IngredientDraft;
      errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, form: parsed.data, initialQuantity: initialQuantity ?? 0 };
}
