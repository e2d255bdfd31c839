import {
  costOfQuantity,
  isWithinStockBound,
  type Money,
  type MovementType,
  money,
  PRODUCT_STOCK_MAX,
  QUANTITY_MAX,
  unitValueOf,
} from '@comandero/domain';
import type { BranchScope } from '../../shared/auth-context.js';
import { isOutOfRange } from '../../shared/db-errors.js';
import { AppError, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { LedgerRepository } from './ledger.repository.js';

export interface MovementRequest {
  type: MovementType;
  ingredientId?: string | undefined;
  productId?: string | undefined;
  /** Signed: stored thousandths for an ingredient, whole units for a product. */
  change: number;
  cost?: Money | undefined;
  /** Values the movement at the row's own cost (sales, waste, counts). */
  costFromStock?: boolean;
  /** A sale of a product that does not track stock moves nothing (answers null). */
  skipUntracked?: boolean;
  expiration?: string | null | undefined;
  supplierId?: string | null | undefined;
  invoiceNumber?: string | null | undefined;
  orderNumber?: string | null | undefined;
  observation?: string | null | undefined;
  orderId?: string | null | undefined;
  purchaseId?: string | null | undefined;
}

export interface MovementContext {
  scope: BranchScope;
  userId: string;
  /** ISO instant and the restaurant's day of it. */
  now: string;
  day: string;
  /** The branch refuses to go below zero (default: allowed). */
  refuseNegative?: boolean;
}

export const negativeStock = (name: string) =>
  new AppError(409, 'NEGATIVE_STOCK', `Not enough stock of ${name}`, { name });

/** A change that would take a row past what it may hold: the caller's transaction rolls back. */
export const stockLimit = (name: string) =>
  new AppError(422, 'STOCK_LIMIT', `The stock of ${name} would pass the largest quantity it can hold`, { name });

/**
 * Moves one stock row and appends its movement, inside the caller's transaction: the quantity
 * changes in one statement and before/after come from the row it returns, so concurrent
 * movements on one ingredient each see their own before and after.
 */
export async function recordMovement(ledger: LedgerRepository, context: MovementContext, request: MovementRequest) {
  const { scope, now } = context;
  // Refused before the update: a change this large could overflow the column itself.
  if (!Number.isSafeInteger(request.change)) throw stockLimit(request.ingredientId ? 'ingredient' : 'product');
  const changed = await (request.ingredientId
    ? ledger.changeIngredient(scope, request.ingredientId, request.change, now)
    : ledger.changeProduct(scope, request.productId ?? '', request.change, now, !request.skipUntracked)
  ).catch((error: unknown) => {
    // A product's 32-bit stock column refused the sum: the same refusal as the bound's.
    throw isOutOfRange(error) ? stockLimit('product') : error;
  });
  if (!changed && request.skipUntracked) return null;
  if (!changed) throw notFound(request.ingredientId ? 'Ingredient' : 'Product');
  if (context.refuseNegative && request.change < 0 && changed.after < 0) throw negativeStock(changed.name);
  const max = changed.unit === 'product' ? PRODUCT_STOCK_MAX : QUANTITY_MAX;
  if (!isWithinStockBound(changed.after - request.change, changed.after, max)) throw stockLimit(changed.name);
  const quantity = Math.abs(request.change);
  const unit = changed.unit === 'product' ? 'unit' : changed.unit;
  // A product counts whole units: its amounts are scaled to thousandths for the unit arithmetic.
  const stored = changed.unit === 'product' ? quantity * 1000 : quantity;
  const cost = request.costFromStock ? costOfQuantity(money(changed.cost), stored, unit) : (request.cost ?? money(0));
  const valueUnit = unitValueOf(cost, stored, unit);
  const id = newId();
  await ledger.insert(scope, {
    id,
    type: request.type,
    ingredient_id: request.ingredientId ?? null,
    product_id: request.ingredientId ? null : (request.productId ?? null),
    amount_before: changed.after - request.change,
    amount_entered: request.change,
    amount_after: changed.after,
    cost,
    value_unit: valueUnit,
    expiration: request.expiration ?? null,
    supplier_id: request.supplierId ?? null,
    invoice_number: request.invoiceNumber ?? null,
    order_number: request.orderNumber || null,
    observation: request.observation ?? null,
    user_id: context.userId,
    order_id: request.orderId ?? null,
    purchase_id: request.purchaseId ?? null,
    day: context.day,
    created_at: now,
  });
  return { id, ...changed };
}
