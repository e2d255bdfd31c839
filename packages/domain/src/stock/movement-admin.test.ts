import { describe, expect, it } from 'vitest';
import {
  PRODUCT_ITEM_QUANTITY_MAX,
  purchaseCreateSchema,
  stockMovementCreateSchema,
  wasteCreateSchema,
} from './movement-admin.js';

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
});
