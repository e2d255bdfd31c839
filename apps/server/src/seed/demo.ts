import { money, ROLE_KEYS, ROLE_NAMES, searchKey } from '@comandero/domain';
import type { Db } from '../db/database.js';
import { hashSecret, pinLookupKey } from '../features/auth/passwords.js';
import type { Clock } from '../shared/clock.js';
import { newId } from '../shared/ids.js';
import { DEMO_EXTRAS_GROUPS, DEMO_MENU } from './demo-menu.js';
import { seedDemoStock } from './demo-stock.js';

export const DEMO_BUSINESS_NAME = 'Demo Restaurante';
const DEMO_BRANCH_NAME = 'Principal';

export const DEMO_USERS = [
  { email: 'admin@demo.pos', password: 'admin1234', pin: '1234', role: 'administrador', name: 'Ana Administradora' },
  { email: 'caja@demo.pos', password: 'caja1234', pin: '2222', role: 'caja', name: 'Carlos Cajero' },
  { email: 'mesero@demo.pos', password: 'mesero1234', pin: '3333', role: 'mesero', name: 'Mario Mesero' },
  { email: 'pos@demo.pos', password: 'pos1234', pin: '4444', role: 'pos', name: 'Terminal POS' },
] as const;

const TABLE_POSITIONS = [1, 3, 5, 7, 17, 19, 21, 23, 33, 35, 37, 39];

export interface SeedResult {
  seeded: boolean;
  businessId: string;
  branchId: string;
}

/**
 * Seeds the demo restaurant once; a database that already has it is left alone. A seed is a data
 * script like a migration, so it writes rows directly rather than through feature repositories.
 */
/** `pinPepper`: the key of the PIN lookup HMAC (config.pinPepper). */
export async function seedDemo(db: Db, clock: Clock, pinPepper: string): Promise<SeedResult> {
  const existing = await db
    .selectFrom('businesses')
    .innerJoin('branches', 'branches.business_id', 'businesses.id')
    .select(['businesses.id as business_id', 'branches.id as branch_id'])
    .where('businesses.name', '=', DEMO_BUSINESS_NAME)
    .executeTakeFirst();
  if (existing) return { seeded: false, businessId: existing.business_id, branchId: existing.branch_id };

  const now = clock.now().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const businessId = newId();
  const branchId = newId();
  // Hash before the transaction: argon2 is slow and would hold the write lock.
  const hashedUsers = await Promise.all(
    DEMO_USERS.map(async (user) => ({
      ...user,
      id: newId(),
      passwordHash: await hashSecret(user.password),
      pinHash: await hashSecret(user.pin),
    })),
  );

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('businesses')
      .values({ id: businessId, name: DEMO_BUSINESS_NAME, ...stamps })
      .execute();
    await trx
      .insertInto('branches')
      .values({
        id: branchId,
        business_id: businessId,
        name: DEMO_BRANCH_NAME,
        country: 'colombia',
        city: 'Bogotá',
        currency: 'COP',
        payment_methods: JSON.stringify([
          { name: 'Efectivo', type: 'cash' },
          { name: 'Tarjeta', type: 'card' },
          { name: 'Transferencia', type: 'transfer' },
        ]),
        delivery_methods: JSON.stringify([
          { id: 'onsite', name: 'En el local' },
          { id: 'delivery', name: 'Domicilio' },
          { id: 'self-service', name: 'Autoservicio' },
        ]),
        ...stamps,
      })
      .execute();

    const roleIds = new Map<string, string>();
    for (const key of ROLE_KEYS) {
      const existingRole = await trx
        .selectFrom('roles')
        .select('id')
        .where('name', '=', ROLE_NAMES[key])
        .executeTakeFirst();
      const id = existingRole?.id ?? newId();
      if (!existingRole) await trx.insertInto('roles').values({ id, name: ROLE_NAMES[key], created_at: now }).execute();
      roleIds.set(key, id);
    }

    for (const user of hashedUsers) {
      await trx
        .insertInto('users')
        .values({
          id: user.id,
          business_id: businessId,
          branch_id: branchId,
          role_id: roleIds.get(user.role)!,
          name: user.name,
          username: user.email.split('@')[0]!,
          email: user.email,
          phone: null,
          password_hash: user.passwordHash,
          pin_hash: user.pinHash,
          pin_lookup: pinLookupKey(pinPepper, branchId, user.pin),
          // Caja has no POS views of its own; the demo cashier also charges tables and self-service.
          allowed_views: JSON.stringify(user.role === 'caja' ? ['tables', 'self-service'] : []),
          ...stamps,
        })
        .execute();
    }

    const cashierId = newId();
    const admin = hashedUsers.find((user) => user.role === 'administrador')!;
    const cashierUser = hashedUsers.find((user) => user.role === 'caja')!;
    await trx
      .insertInto('cashiers')
      .values({
        id: cashierId,
        business_id: businessId,
        branch_id: branchId,
        name: 'Caja 1',
        created_by: admin.id,
        ...stamps,
      })
      .execute();
    // Spec 02 §5: a waiter needs a cash drawer, so the demo waiter is on Caja 1 too; without it the users
    // screen could not save him unchanged.
    const waiter = hashedUsers.find((user) => user.role === 'mesero')!;
    await trx
      .insertInto('cashier_users')
      .values([
        { cashier_id: cashierId, user_id: cashierUser.id },
        { cashier_id: cashierId, user_id: waiter.id },
      ])
      .execute();

    const roomId = newId();
    await trx
      .insertInto('rooms')
      .values({ id: roomId, business_id: businessId, branch_id: branchId, name: 'Salón Principal', ...stamps })
      .execute();
    await trx
      .insertInto('dining_tables')
      .values(
        TABLE_POSITIONS.map((position, index) => ({
          id: newId(),
          business_id: businessId,
          branch_id: branchId,
          room_id: roomId,
          name: `Mesa ${index + 1}`,
          number_table: index + 1,
          shape: index % 3 === 2 ? 'SQUARE' : 'CIRCLE',
          size: 'BIG',
          position,
          ...stamps,
        })),
      )
      .execute();

    const groupIds = new Map<string, string>();
    for (const group of DEMO_EXTRAS_GROUPS) {
      const groupId = newId();
      groupIds.set(group.key, groupId);
      await trx
        .insertInto('extras_groups')
        .values({
          id: groupId,
          business_id: businessId,
          branch_id: branchId,
          name: group.name,
          allow_multiple: group.allowMultiple ? 1 : 0,
          is_required: group.isRequired ? 1 : 0,
          min_items: group.min,
          max_items: group.max,
          ...stamps,
        })
        .execute();
      await trx
        .insertInto('extras_options')
        .values(
          group.options.map(([name, price], sort) => ({
            id: newId(),
            group_id: groupId,
            name,
            price: money(price),
            sort,
          })),
        )
        .execute();
    }

    for (const [sort, { category, color, products }] of DEMO_MENU.entries()) {
      const categoryId = newId();
      await trx
        .insertInto('categories')
        .values({
          id: categoryId,
          business_id: businessId,
          branch_id: branchId,
          name: category,
          color,
          sort,
          ...stamps,
        })
        .execute();
      for (const product of products) {
        const productId = newId();
        await trx
          .insertInto('products')
          .values({
            id: productId,
            business_id: businessId,
            branch_id: branchId,
            category_id: categoryId,
            name: product.name,
            search_name: searchKey(product.name),
            description: product.description,
            price: money(product.price),
            stock: product.stock ?? null,
            // Issue 27: a product with a stock is counted; a prepared one would never lose it (no recipe).
            is_prepared: product.stock === undefined ? 1 : 0,
            is_calculated_cost: product.stock === undefined ? 1 : 0,
            ...stamps,
          })
          .execute();
        if (product.sizes) {
          await trx
            .insertInto('product_sizes')
            .values(
              product.sizes.map(([name, absolute], index) => ({
                id: newId(),
                product_id: productId,
                name,
                price_delta: money(absolute - product.price),
                sort: index,
              })),
            )
            .execute();
        }
        if (product.extras) {
          await trx
            .insertInto('product_extras_groups')
            .values(
              product.extras.map((key, index) => ({
                product_id: productId,
                group_id: groupIds.get(key)!,
                sort: index,
              })),
            )
            .execute();
        }
      }
    }

    await trx
      .insertInto('taxes')
      .values({
        id: newId(),
        business_id: businessId,
        branch_id: branchId,
        name: 'Impuesto al consumo',
        short_name: 'INC',
        rate_bp: 800,
        type: 'PERCENT',
        include_cost: 1,
        ...stamps,
      })
      .execute();
    await trx
      .insertInto('preferences')
      .values({
        branch_id: branchId,
        order_pin: 1,
        tips: JSON.stringify([{ rateBp: 1000, serviceTypes: ['onsite'] }]),
        require_open_cashier: 1,
        updated_at: now,
      })
      .execute();
    const stockUser = hashedUsers.find((user) => user.email === 'admin@demo.pos') ?? hashedUsers[0]!;
    await seedDemoStock(
      trx,
      { businessId, branchId, userId: stockUser.id, businessName: DEMO_BUSINESS_NAME, branchName: DEMO_BRANCH_NAME },
      now,
    );
  });
  return { seeded: true, businessId, branchId };
}
