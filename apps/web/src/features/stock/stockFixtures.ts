import type { Ingredient, StockMovement } from '@comandero/domain';
import { money } from '@comandero/domain';

export const stockId = (n: number) => `0194c2a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const ingredientRow = (overrides: Partial<Ingredient>): Ingredient => ({
  id: stockId(501),
  name: 'Carne',
  description: null,
  unit: 'g',
  locationId: null,
  locationName: 'Inventario por defecto',
  sku: null,
  cost: money(30),
  supplierId: null,
  supplierName: null,
  stockMinimum: 1_000_000,
  quantity: 10_000_000,
  lowStock: false,
  prepared: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

export const movementRow = (overrides: Partial<StockMovement>): StockMovement => ({
  id: stockId(701),
  createdAt: '2026-11-25T12:00:00.000Z',
  type: 'Salida - Venta',
  entity: 'ingredients',
  ingredientId: stockId(501),
  productId: null,
  name: 'Carne',
  unit: 'g',
  amountBefore: 10_000_000,
  amountEntered: -450_000,
  amountAfter: 9_550_000,
  cost: money(0),
  valueUnit: money(0),
  expiration: null,
  supplierId: null,
  supplierName: null,
  invoiceNumber: null,
  observation: null,
  orderId: null,
  purchaseId: null,
  user: { id: stockId(1), name: 'Ana Admin' },
  ...overrides,
});

export const pageOf = <T>(content: T[], pageSize = 20) => ({
  status: 200,
  body: { content, totalElements: content.length, page: 0, pageSize },
});
