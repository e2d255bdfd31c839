import { describe, expect, it } from 'vitest';
import {
  PRODUCT_ITEM_QUANTITY_MAX,
  purchaseCreateSchema,
  stockMovementCreateSchema,
  wasteCreateSchema,
} from './movement-admin.js';
import { isWithinStockBound, PRODUCT_STOCK_MAX, QUANTITY_MAX } from './units.js';

const ingredientId = '0190f000-0000-7000-8000-000000000001';
const productId = '0190f000-0000-7000-8000-000000000002';

describe('stock items', () => {
  it('refuse an item naming both an ingredient and a product, or neither', () => {
    const waste = (items: object[]) => wasteCreateSchema.safeParse({ reason: 'Vencido', items }).success;
    expect(waste([{ ingredientId, quantity: 1000 }])).toBe(true);
    expect(waste([{ productId, quantity: 2 }])).toBe(true);
    expect(waste([{ ingredientId, productId, quantity: 2 }])).toBe(false);
    expect(waste([{ quantity: 2 }])).toBe(false);
  });

  it('keep a product’s whole units within what its 32-bit stock holds', () => {
    const waste = (quantity: number) =>
      wasteCreateSchema.safeParse({ reason: 'Vencido', items: [{ productId, quantity }] }).success;
    expect(waste(PRODUCT_ITEM_QUANTITY_MAX)).toBe(true);
    expect(waste(PRODUCT_ITEM_QUANTITY_MAX + 1)).toBe(false);
    const movement = stockMovementCreateSchema.safeParse({
      type: 'Entrada - Ajuste',
      items: [{ productId, quantity: 97_246_827_765_624 }],
    });
    expect(movement.success).toBe(false);
    const purchase = purchaseCreateSchema.safeParse({
      invoiceNumber: 'F-1',
      supplierId: ingredientId,
      items: [{ productId, quantity: 97_246_827_765_624, total: 1000 }],
    });
    expect(purchase.success).toBe(false);
  });

  it('keep the items moving one ingredient within what one stock row holds, together', () => {
    const items = (length: number, quantity = QUANTITY_MAX) =>
      Array.from({ length }, () => ({ ingredientId, quantity, total: 1 }));
    const purchase = (list: object[]) =>
      purchaseCreateSchema.safeParse({ invoiceNumber: 'F-1', supplierId: ingredientId, items: list }).success;
    expect(purchase(items(1))).toBe(true);
    expect(purchase(items(2))).toBe(false);
    expect(purchase(items(200, QUANTITY_MAX / 200))).toBe(true);
    expect(purchase([...items(1), { ingredientId: productId, quantity: QUANTITY_MAX, total: 1 }])).toBe(true);
    const movement = (length: number) =>
      stockMovementCreateSchema.safeParse({ type: 'Entrada - Ajuste', items: items(length) }).success;
    expect(movement(1)).toBe(true);
    expect(movement(2)).toBe(false);
    const waste = wasteCreateSchema.safeParse({ reason: 'Vencido', items: items(2) });
    expect(waste.success).toBe(false);
  });

  it('let a stock row move within its bound, or back towards it from past it', () => {
    expect(isWithinStockBound(0, QUANTITY_MAX, QUANTITY_MAX)).toBe(true);
    expect(isWithinStockBound(QUANTITY_MAX, QUANTITY_MAX + 1, QUANTITY_MAX)).toBe(false);
    expect(isWithinStockBound(0, -QUANTITY_MAX - 1, QUANTITY_MAX)).toBe(false);
    expect(isWithinStockBound(2e17, 2e17 - 1000, QUANTITY_MAX)).toBe(true);
    expect(isWithinStockBound(2e17, 3e17, QUANTITY_MAX)).toBe(false);
    expect(isWithinStockBound(2e17, Number.MAX_SAFE_INTEGER * 100, QUANTITY_MAX)).toBe(false);
    expect(isWithinStockBound(999_999_999, 1_000_000_001, PRODUCT_STOCK_MAX)).toBe(false);
  });
});
