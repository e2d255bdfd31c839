import { type IngredientLines, type IngredientLinesEdit, parseQuantity, type UnitId } from '@comandero/domain';
import { isUnitId, quantityText } from '../../ui/quantity';

/** A recipe line as typed: the quantity is text in the ingredient's unit. */
export interface RecipeLineDraft {
  /** A key for the row while it is edited (the same ingredient may appear once per size). */
  rowId: number;
  ingredientId: string;
  ingredientName: string;
  unit: UnitId;
  /** null: every size (or a product without sizes). */
  sizeId: string | null;
  quantity: string;
}

let lastRowId = 0;
export const nextRowId = () => {
  lastRowId += 1;
  return lastRowId;
};

export const lineKey = (line: Pick<RecipeLineDraft, 'ingredientId' | 'sizeId'>) =>
  `${line.ingredientId}/${line.sizeId ?? 'all'}`;

export function recipeDraftOf(saved: IngredientLines, language: string): RecipeLineDraft[] {
  return saved.lines.flatMap((line) =>
    isUnitId(line.unit)
      ? [{ ...line, rowId: nextRowId(), unit: line.unit, quantity: quantityText(line.quantity, line.unit, language) }]
      : [],
  );
}

export type RecipeProblem = 'QUANTITY' | 'DUPLICATED';
export type CheckedRecipe =
  | { ok: true; edit: IngredientLinesEdit }
  | { ok: false; problems: Map<string, RecipeProblem> };

/** Every line needs a quantity in its unit (spec 02 §5), and an ingredient appears once per size. */
export function checkRecipe(lines: readonly RecipeLineDraft[]): CheckedRecipe {
  const problems = new Map<string, RecipeProblem>();
  const seen = new Set<string>();
  const edit: IngredientLinesEdit = { lines: [] };
  lines.forEach((line, index) => {
    const key = lineKey(line);
    const quantity = parseQuantity(line.quantity, line.unit);
    if (seen.has(key)) problems.set(`${index}`, 'DUPLICATED');
    else if (quantity === null || quantity <= 0) problems.set(`${index}`, 'QUANTITY');
    else edit.lines.push({ ingredientId: line.ingredientId, sizeId: line.sizeId, quantity });
    seen.add(key);
  });
  return problems.size > 0 ? { ok: false, problems } : { ok: true, edit };
}
