import { money, type PurchaseCreate, parseQuantity, storedPerUnit, type UnitId } from '@comandero/domain';

/**
 * An ingredient or a counted product picked into a form: what the line needs to read its quantity
 * in the right unit. A product counts whole units (spec 02 §5: a purchase holds either).
 */
export interface PickedIngredient {
  id: string;
  name: string;
  unit: UnitId;
  product?: boolean;
}

export interface PurchaseLine {
  ingredient: PickedIngredient;
  /** As typed, in the ingredient's unit ("0,5" kg); parsed by digits, never as a float. */
  quantity: string;
  /** Minor units; undefined while empty. */
  total: number | undefined;
}

export interface PurchaseValues {
  date: string;
  invoiceNumber: string;
  supplierId: string | null;
  totalInvoice: number | undefined;
  totalPaid: number | undefined;
  lines: PurchaseLine[];
}

export type PurchaseErrorKey = 'invoice' | 'vendor' | 'noItems' | 'quantity' | 'itemTotal';

export interface PurchaseCheck {
  errors: { invoice?: 'invoice'; vendor?: 'vendor'; items?: 'noItems'; lines: Record<number, PurchaseLineErrors> };
  request: PurchaseCreate | null;
}
export interface PurchaseLineErrors {
  quantity?: 'quantity';
  total?: 'itemTotal';
}

/** Today as the date field wants it (the branch's local day, spec 02 §3: defaults to today). */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The typed quantity in stored thousandths of the base unit, or null when it is not a positive
 * number (a product's, not a whole number of units).
 */
export function lineQuantity(line: PurchaseLine): number | null {
  const stored = parseQuantity(line.quantity, line.ingredient.unit);
  if (line.ingredient.product && (stored === null || stored % storedPerUnit('unit') !== 0)) return null;
  return stored !== null && stored >= 1 ? stored : null;
}

/** An item of the request: an ingredient in stored thousandths, a product in whole units. */
const itemOf = (line: PurchaseLine, stored: number, total: number): PurchaseCreate['items'][number] =>
  line.ingredient.product
    ? { productId: line.ingredient.id, quantity: stored / storedPerUnit('unit'), total: money(total) }
    : { ingredientId: line.ingredient.id, quantity: stored, total: money(total) };

/** Spec 02 §5 purchase form: invoice and vendor required, at least one item, each with quantity and total ≥ 1. */
export function checkPurchase(values: PurchaseValues): PurchaseCheck {
  const errors: PurchaseCheck['errors'] = { lines: {} };
  if (!values.invoiceNumber.trim()) errors.invoice = 'invoice';
  if (!values.supplierId) errors.vendor = 'vendor';
  if (values.lines.length === 0) errors.items = 'noItems';
  const items: PurchaseCreate['items'] = [];
  values.lines.forEach((line, index) => {
    const quantity = lineQuantity(line);
    const lineErrors: PurchaseLineErrors = {};
    if (quantity === null) lineErrors.quantity = 'quantity';
    if (line.total === undefined || line.total < 1) lineErrors.total = 'itemTotal';
    if (lineErrors.quantity || lineErrors.total) errors.lines[index] = lineErrors;
    else items.push(itemOf(line, quantity!, line.total!));
  });
  const valid = !errors.invoice && !errors.vendor && !errors.items && Object.keys(errors.lines).length === 0;
  if (!valid || !values.supplierId) return { errors, request: null };
  return {
    errors,
    request: {
      date: values.date || today(),
      invoiceNumber: values.invoiceNumber.trim(),
      supplierId: values.supplierId,
      ...(values.totalInvoice === undefined ? {} : { totalInvoice: money(values.totalInvoice) }),
      ...(values.totalPaid === undefined ? {} : { totalPaid: money(values.totalPaid) }),
      items,
    },
  };
}

/** The items' totals summed, minor units. */
export const linesTotal = (lines: readonly PurchaseLine[]): number =>
  lines.reduce((sum, line) => sum + (line.total ?? 0), 0);

/**
 * Unit price per whole unit of the item's unit, shown to one decimal (spec 02 §5), in the currency's
 * major units: total ÷ quantity by integers (BigInt, half up), never a float. Null when not computable.
 */
export function unitPriceText(line: PurchaseLine, currencyDecimals: number): string | null {
  const stored = lineQuantity(line);
  if (stored === null || line.total === undefined || line.total < 1) return null;
  // tenths of a major unit = total × stored-per-unit × 10 ÷ (stored × 10^decimals), half up.
  const numerator = BigInt(line.total) * BigInt(storedPerUnit(line.ingredient.unit)) * 10n;
  const denominator = BigInt(stored) * 10n ** BigInt(currencyDecimals);
  const tenths = (numerator * 2n + denominator) / (denominator * 2n);
  const whole = (tenths / 10n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `$${whole},${tenths % 10n}`;
}
