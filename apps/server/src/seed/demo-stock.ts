import {
  DEFAULT_LOCATION_DESCRIPTION,
  defaultLocationName,
  money,
  parseQuantity,
  searchKey,
  type UnitId,
  unitValueOf,
} from '@comandero/domain';
import type { Db } from '../db/database.js';
import { newId } from '../shared/ids.js';

/**
 * The demo's stock (issue 17): its vendors, a first purchase of a few ingredients, and the opening
 * count of its counted products (drinks, cakes). No recipes: the prepared dishes sell as before.
 */
const DEMO_VENDORS = [
  { name: 'Carnes del Valle', phone: '602 555 0101', address: 'Cra 5 # 12-30, Cali' },
  { name: 'Lácteos La Sabana', phone: '601 555 0202', address: 'Calle 80 # 20-15, Bogotá' },
  { name: 'Panadería El Trigal', phone: '604 555 0303', address: 'Av. 33 # 70-10, Medellín' },
];
/** Name, unit, bought quantity (in the unit), total paid, minimum (in the unit). */
const DEMO_INGREDIENTS: [string, UnitId, string, number, string][] = [
  ['Pan brioche', 'unit', '60', 48_000, '12'],
  ['Carne de res molida', 'kg', '10', 240_000, '2'],
  ['Queso cheddar en lonjas', 'g', '2000', 60_000, '500'],
  ['Tomate', 'kg', '5', 20_000, '1'],
  ['Lechuga', 'g', '1500', 9_000, '300'],
];

export async function seedDemoStock(
  trx: Db,
  scope: { businessId: string; branchId: string; userId: string; businessName: string; branchName: string },
  now: string,
): Promise<void> {
  const branch = { business_id: scope.businessId, branch_id: scope.branchId };
  const locationId = newId();
  await trx
    .insertInto('stock_locations')
    .values({
      id: locationId,
      ...branch,
      name: defaultLocationName(scope.businessName, scope.branchName),
      description: DEFAULT_LOCATION_DESCRIPTION,
      created_at: now,
    })
    .execute();
  const vendorIds = DEMO_VENDORS.map(() => newId());
  await trx
    .insertInto('suppliers')
    .values(
      DEMO_VENDORS.map((vendor, index) => ({
        id: vendorIds[index]!,
        ...branch,
        ...vendor,
        search_name: searchKey(vendor.name),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const purchaseId = newId();
  const total = DEMO_INGREDIENTS.reduce((sum, [, , , paid]) => sum + paid, 0);
  await trx
    .insertInto('purchases')
    .values({
      id: purchaseId,
      ...branch,
      supplier_id: vendorIds[0]!,
      invoice_number: 'FAC-0001',
      // The seed has no time zone: the UTC day of its moment.
      date: now.slice(0, 10),
      total_invoice: money(total),
      total_paid: money(total),
      created_by: scope.userId,
      created_at: now,
    })
    .execute();
  for (const [name, unit, bought, paid, minimum] of DEMO_INGREDIENTS) {
    const id = newId();
    const quantity = parseQuantity(bought, unit)!;
    const cost = unitValueOf(money(paid), quantity, unit);
    await trx
      .insertInto('ingredients')
      .values({
        id,
        ...branch,
        name,
        search_name: searchKey(name),
        description: null,
        unit,
        location_id: locationId,
        sku: null,
        cost,
        supplier_id: vendorIds[0]!,
        stock_minimum: parseQuantity(minimum, unit)!,
        quantity,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The quantity is the sum of the movements: the seeded stock arrives by its purchase.
    await trx
      .insertInto('stock_movements')
      .values({
        id: newId(),
        ...branch,
        type: 'Entrada - Compra',
        ingredient_id: id,
        product_id: null,
        amount_before: 0,
        amount_entered: quantity,
        amount_after: quantity,
        cost: money(paid),
        value_unit: cost,
        expiration: null,
        supplier_id: vendorIds[0]!,
        invoice_number: 'FAC-0001',
        observation: null,
        user_id: scope.userId,
        order_id: null,
        purchase_id: purchaseId,
        day: now.slice(0, 10),
        created_at: now,
      })
      .execute();
  }
  // The counted products' seeded units arrive by a movement too (issue 27: stock = its ledger).
  const counted = await trx
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('branch_id', '=', scope.branchId)
    .where('is_prepared', '=', 0)
    .where('stock', 'is not', null)
    .orderBy('name')
    .execute();
  for (const product of counted) {
    if (!product.stock) continue;
    await trx
      .insertInto('stock_movements')
      .values({
        id: newId(),
        ...branch,
        type: 'Entrada - Ajuste',
        ingredient_id: null,
        product_id: product.id,
        amount_before: 0,
        amount_entered: product.stock,
        amount_after: product.stock,
        cost: money(0),
        value_unit: money(0),
        expiration: null,
        supplier_id: null,
        invoice_number: null,
        observation: 'Inventario inicial',
        user_id: scope.userId,
        order_id: null,
        purchase_id: null,
        day: now.slice(0, 10),
        created_at: now,
      })
      .execute();
  }
}
