import { dayNumber, dayOfNumber, formatDay, type Money, money, searchKey } from '@comandero/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { OrderLinesTable, OrdersTable } from '../db/schema.js';
import { insertSummaryOf } from '../db/summary/order-sales-summary.js';
import { hashSecret } from '../features/auth/passwords.js';
import { rebuildProductSales } from '../features/reports/product-sales-summary.js';
import type { Clock } from '../shared/clock.js';
import { newId } from '../shared/ids.js';

/** A chain of many branches with a year of closed orders, for measuring reports and the dashboard. */
export const ORDERS_BUSINESS_NAME = 'Cadena de prueba';
export const ORDERS_USER = { email: 'cadena@demo.pos', password: 'cadena1234' } as const;

export interface LargeOrdersSize {
  orders: number;
  branches: number;
  days: number;
  /** Of `orders`, how many the first branch (the manager's, a busy one) closed in its last 89 days. */
  flagship: number;
}
/** Under the reports' 90-day limit, so one history export holds every flagship order. */
const FLAGSHIP_DAYS = 89;

const CHUNK = 500;
const PRODUCTS_PER_BRANCH = 12;
const CHANNELS = [
  { method: 'onsite', share: 0.6 },
  { method: 'self-service', share: 0.25 },
  { method: 'delivery', share: 0.15 },
] as const;
const DELIVERY_FEE = money(5000);

/** A small deterministic generator, so every machine seeds the same orders. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, int: (below: number) => Math.floor(next() * below) };
}

const two = (value: number) => String(value).padStart(2, '0');
/** The calendar day `days` before `day` ('YYYY-MM-DD'). */
const daysBefore = (day: string, days: number): string => dayOfNumber(dayNumber(day)! - days);

function channelOf(roll: number): string {
  let sum = 0;
  for (const channel of CHANNELS) {
    sum += channel.share;
    if (roll < sum) return channel.method;
  }
  return 'onsite';
}

interface SeedBranch {
  id: string;
  userId: string;
  products: { id: string; name: string; price: Money }[];
}

/** One closed order of 1 to 5 lines on a day, its channel, discount, tip and payment drawn at random. */
function closedOrder(
  random: ReturnType<typeof generator>,
  at: { businessId: string; branch: SeedBranch; day: string; displayNumber: number; now: string },
): { order: Insertable<OrdersTable>; lines: Insertable<OrderLinesTable>[] } {
  const { branch, now } = at;
  const orderId = newId();
  const closeDate = `${at.day} ${two(11 + random.int(12))}:${two(random.int(60))}:${two(random.int(60))}`;
  const method = channelOf(random.next());
  const lines: Insertable<OrderLinesTable>[] = [];
  let subtotal = 0;
  const lineCount = 1 + random.int(5);
  for (let line = 0; line < lineCount; line++) {
    const product = branch.products[random.int(PRODUCTS_PER_BRANCH)]!;
    const quantity = 1 + random.int(3);
    subtotal += product.price * quantity;
    lines.push({
      id: newId(),
      order_id: orderId,
      product_id: product.id,
      name: product.name,
      printer_id: null,
      size_id: null,
      size_name: null,
      extras: '[]',
      base_price: product.price,
      unit_price: product.price,
      quantity,
      note: '',
      sent_quantity: quantity,
      created_by: branch.userId,
      created_at: now,
      updated_at: now,
    });
  }
  const discount = random.next() < 0.1 ? Math.round(subtotal / 10) : 0;
  const tip = method === 'onsite' && random.next() < 0.5 ? Math.round((subtotal - discount) / 10) : 0;
  const deliveryValue = method === 'delivery' ? DELIVERY_FEE : money(0);
  const order: Insertable<OrdersTable> = {
    id: orderId,
    business_id: at.businessId,
    branch_id: branch.id,
    table_id: null,
    state: random.next() < 0.03 ? 3 : 6,
    close: 1,
    close_date: closeDate,
    display_number: at.displayNumber,
    method_delivery: method,
    waiter_id: branch.userId,
    created_by: branch.userId,
    created_at: now,
    updated_at: now,
    subtotal: money(subtotal),
    discount_amount: money(discount),
    tip: money(tip),
    delivery_value: deliveryValue,
    total: money(subtotal - discount + tip + deliveryValue),
    method_pay: random.next() < 0.5 ? 'Efectivo' : 'Tarjeta',
    closed_by: branch.userId,
  };
  return { order, lines };
}

/**
 * A business of `branches` branches, each with a manager, a small menu and its share of `orders`
 * closed orders (1 to 5 lines each) spread over the last `days` days of the restaurant's wall
 * clock, mostly completed, some rejected; the first branch closed `flagship` of them lately.
 * Idempotent: a database with the business is left alone. Answers the orders written, or 0.
 */
export async function seedLargeOrders(
  db: Db,
  clock: Clock,
  timeZone: string,
  size: LargeOrdersSize,
  progress: (written: number) => void = () => {},
): Promise<number> {
  const existing = await db
    .selectFrom('businesses')
    .select('id')
    .where('name', '=', ORDERS_BUSINESS_NAME)
    .executeTakeFirst();
  if (existing) return 0;

  const random = generator(20_261_125);
  const now = clock.now().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const today = formatDay(clock.now(), timeZone);
  const businessId = newId();
  const role = await db.selectFrom('roles').select('id').where('name', '=', 'Administrador').executeTakeFirstOrThrow();
  const passwordHash = await hashSecret(ORDERS_USER.password);
  const branches = Array.from({ length: size.branches }, (_, index) => ({
    id: newId(),
    name: `Sede ${String(index + 1).padStart(3, '0')}`,
    userId: newId(),
    products: Array.from({ length: PRODUCTS_PER_BRANCH }, (_, sort) => ({
      id: newId(),
      name: `Plato ${sort + 1}`,
      price: money((8 + ((sort * 7) % 30)) * 1000),
    })),
  }));

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('businesses')
      .values({ id: businessId, name: ORDERS_BUSINESS_NAME, ...stamps })
      .execute();
    for (const [index, branch] of branches.entries()) {
      const scope = { business_id: businessId, branch_id: branch.id };
      await trx
        .insertInto('branches')
        .values({
          id: branch.id,
          business_id: businessId,
          name: branch.name,
          country: 'colombia',
          city: 'Bogotá',
          currency: 'COP',
          payment_methods: JSON.stringify([
            { name: 'Efectivo', type: 'cash' },
            { name: 'Tarjeta', type: 'card' },
          ]),
          delivery_methods: JSON.stringify([{ id: 'onsite', name: 'En el local' }]),
          ...stamps,
        })
        .execute();
      await trx
        .insertInto('users')
        .values({
          id: branch.userId,
          ...scope,
          role_id: role.id,
          name: `Gerente ${branch.name}`,
          username: null,
          // The chain's manager signs in at the first branch; the others are the branches' waiters.
          email: index === 0 ? ORDERS_USER.email : `sede${index + 1}@cadena.pos`,
          phone: null,
          password_hash: passwordHash,
          pin_hash: null,
          pin_lookup: null,
          allowed_views: '[]',
          ...stamps,
        })
        .execute();
      const categoryId = newId();
      await trx
        .insertInto('categories')
        .values({ id: categoryId, ...scope, name: 'Carta', color: 'hsl(20 70% 45%)', sort: 0, ...stamps })
        .execute();
      await trx
        .insertInto('products')
        .values(
          branch.products.map((product) => ({
            ...product,
            ...scope,
            category_id: categoryId,
            search_name: searchKey(product.name),
            description: null,
            image: null,
            sku: `SKU-${product.name.split(' ')[1]}`,
            stock: null,
            printer_id: null,
            ...stamps,
          })),
        )
        .execute();
    }
  });

  const perBranch = Math.ceil((size.orders - size.flagship) / Math.max(1, size.branches - 1));
  let written = 0;
  for (const [index, branch] of branches.entries()) {
    const count = Math.min(index === 0 ? size.flagship : perBranch, size.orders - written);
    if (count <= 0) break;
    const days = index === 0 ? FLAGSHIP_DAYS : size.days;
    for (let start = 0; start < count; start += CHUNK) {
      const orders: Insertable<OrdersTable>[] = [];
      const lines: Insertable<OrderLinesTable>[] = [];
      for (let n = start; n < Math.min(count, start + CHUNK); n++) {
        const day = daysBefore(today, Math.floor((n / count) * days));
        const closed = closedOrder(random, { businessId, branch, day, displayNumber: n + 1, now });
        orders.push(closed.order);
        lines.push(...closed.lines);
      }
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('orders').values(orders).execute();
        for (let from = 0; from < lines.length; from += CHUNK) {
          await trx
            .insertInto('order_lines')
            .values(lines.slice(from, from + CHUNK))
            .execute();
        }
      });
      written += orders.length;
      progress(written);
    }
    // A close numbers its order from the branch's counter: it starts after the seeded numbers.
    await db.insertInto('branch_counters').values({ branch_id: branch.id, name: 'order', value: count }).execute();
  }
  // Orders written straight into the tables: the reports' summaries are counted once at the end.
  await db.deleteFrom('order_sales_summary').where('business_id', '=', businessId).execute();
  await insertSummaryOf(db, businessId);
  await rebuildProductSales(db, businessId);
  return written;
}
