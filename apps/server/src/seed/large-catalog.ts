import { money, searchKey } from '@comandero/domain';
import type { Db } from '../db/database.js';
import { hashSecret, pinLookupKey } from '../features/auth/passwords.js';
import type { Clock } from '../shared/clock.js';
import { newId } from '../shared/ids.js';
import { DEMO_BUSINESS_NAME } from './demo.js';

export const LARGE_BRANCH_NAME = 'Catálogo grande';
export const LARGE_USER = { email: 'grande@demo.pos', password: 'grande1234', pin: '5555' } as const;

export interface LargeCatalogSize {
  products: number;
  extrasGroups: number;
  categories: number;
}
export const LARGE_CATALOG: LargeCatalogSize = { products: 20_000, extrasGroups: 500, categories: 40 };

const DISHES = [
  'Arroz',
  'Pollo',
  'Carne',
  'Pasta',
  'Sopa',
  'Ensalada',
  'Wrap',
  'Taco',
  'Pizza',
  'Hamburguesa',
  'Jugo',
  'Postre',
];
const STYLES = [
  'criollo',
  'de la casa',
  'al ajillo',
  'gratinado',
  'picante',
  'campesino',
  'especial',
  'ahumado',
  'thai',
  'mediterráneo',
];
const EXTRAS = ['Queso', 'Tocineta', 'Aguacate', 'Huevo', 'Champiñones', 'Maíz', 'Jalapeños', 'Salsa BBQ'];
const CHUNK = 400;

/** A small deterministic generator, so every machine seeds the same catalog. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * A second branch of the demo business with a large menu, for measuring the POS against a big
 * catalog. Idempotent: a database that has the branch already is left alone.
 */
export async function seedLargeCatalog(
  db: Db,
  clock: Clock,
  pinPepper: string,
  size: LargeCatalogSize = LARGE_CATALOG,
): Promise<boolean> {
  const business = await db
    .selectFrom('businesses')
    .select('id')
    .where('name', '=', DEMO_BUSINESS_NAME)
    .executeTakeFirst();
  if (!business) throw new Error('Seed the demo restaurant first (start the server once)');
  const existing = await db
    .selectFrom('branches')
    .select('id')
    .where('business_id', '=', business.id)
    .where('name', '=', LARGE_BRANCH_NAME)
    .executeTakeFirst();
  if (existing) return false;

  const random = generator(20_261_122);
  const now = clock.now().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const scope = { business_id: business.id, branch_id: newId() };
  const role = await db.selectFrom('roles').select('id').where('name', '=', 'Administrador').executeTakeFirstOrThrow();
  const [passwordHash, pinHash] = [await hashSecret(LARGE_USER.password), await hashSecret(LARGE_USER.pin)];

  const categories = Array.from({ length: size.categories }, (_, index) => ({
    id: newId(),
    ...scope,
    name: `Categoría ${String(index + 1).padStart(2, '0')}`,
    color: `hsl(${(index * 37) % 360} 70% 45%)`,
    sort: index,
    ...stamps,
  }));
  const groups = Array.from({ length: size.extrasGroups }, (_, index) => {
    const multiple = random.next() < 0.5;
    return {
      id: newId(),
      ...scope,
      name: `${random.pick(EXTRAS)} ${index + 1}`,
      allow_multiple: multiple ? (1 as const) : (0 as const),
      is_required: random.next() < 0.3 ? (1 as const) : (0 as const),
      min_items: 0,
      max_items: multiple ? Math.floor(random.next() * 4) : 1,
      ...stamps,
    };
  });
  const options = groups.flatMap((group) =>
    Array.from({ length: 4 + Math.floor(random.next() * 5) }, (_, sort) => ({
      id: newId(),
      group_id: group.id,
      name: `${EXTRAS[(sort + group.name.length) % EXTRAS.length]} ${sort + 1}`,
      price: money(Math.floor(random.next() * 8) * 500),
      sort,
    })),
  );
  const products = Array.from({ length: size.products }, (_, index) => {
    const name = `${random.pick(DISHES)} ${random.pick(STYLES)} ${index + 1}`;
    return {
      id: newId(),
      ...scope,
      category_id: categories[index % categories.length]!.id,
      name,
      search_name: searchKey(name),
      description: null,
      price: money((8 + Math.floor(random.next() * 40)) * 1000),
      stock: random.next() < 0.2 ? Math.floor(random.next() * 50) : null,
      ...stamps,
    };
  });
  const sizes = products
    .filter(() => random.next() < 0.2)
    .flatMap((product) => [
      { id: newId(), product_id: product.id, name: 'Personal', price_delta: money(0), sort: 0 },
      { id: newId(), product_id: product.id, name: 'Grande', price_delta: money(6000), sort: 1 },
    ]);
  const links = products
    .filter(() => random.next() < 0.4)
    .flatMap((product) =>
      [...new Set([random.pick(groups).id, random.pick(groups).id])].map((groupId, sort) => ({
        product_id: product.id,
        group_id: groupId,
        sort,
      })),
    );

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('branches')
      .values({
        id: scope.branch_id,
        business_id: scope.business_id,
        name: LARGE_BRANCH_NAME,
        country: 'colombia',
        city: 'Medellín',
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
        id: newId(),
        ...scope,
        role_id: role.id,
        name: 'Gerente Catálogo Grande',
        username: 'grande',
        email: LARGE_USER.email,
        phone: null,
        password_hash: passwordHash,
        pin_hash: pinHash,
        pin_lookup: pinLookupKey(pinPepper, scope.branch_id, LARGE_USER.pin),
        allowed_views: '[]',
        ...stamps,
      })
      .execute();
    const roomId = newId();
    await trx
      .insertInto('rooms')
      .values({ id: roomId, ...scope, name: 'Salón Principal', ...stamps })
      .execute();
    await trx
      .insertInto('dining_tables')
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          id: newId(),
          ...scope,
          room_id: roomId,
          name: `Mesa ${index + 1}`,
          number_table: index + 1,
          position: index * 2 + 1,
          ...stamps,
        })),
      )
      .execute();
    await insertChunked(categories, (chunk) => trx.insertInto('categories').values(chunk).execute());
    await insertChunked(groups, (chunk) => trx.insertInto('extras_groups').values(chunk).execute());
    await insertChunked(options, (chunk) => trx.insertInto('extras_options').values(chunk).execute());
    await insertChunked(products, (chunk) => trx.insertInto('products').values(chunk).execute());
    await insertChunked(sizes, (chunk) => trx.insertInto('product_sizes').values(chunk).execute());
    await insertChunked(links, (chunk) => trx.insertInto('product_extras_groups').values(chunk).execute());
  });
  return true;
}
