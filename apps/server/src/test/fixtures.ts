import type { Db } from '../db/database.js';
import { hashSecret } from '../features/auth/passwords.js';
import { newId } from '../shared/ids.js';
import type { TestApp } from './harness.js';

/** Inserts a second business with one branch and one administrator, to prove tenant isolation. */
export async function createOtherTenant(db: Db, now = new Date().toISOString()) {
  const businessId = newId();
  const branchId = newId();
  const userId = newId();
  const roomId = newId();
  const stamps = { created_at: now, updated_at: now };
  const role = await db.selectFrom('roles').select('id').where('name', '=', 'Administrador').executeTakeFirstOrThrow();
  await db
    .insertInto('businesses')
    .values({ id: businessId, name: 'Otro Restaurante', ...stamps })
    .execute();
  await db
    .insertInto('branches')
    .values({
      id: branchId,
      business_id: businessId,
      name: 'Norte',
      country: 'colombia',
      city: null,
      currency: 'COP',
      payment_methods: '[]',
      delivery_methods: '[]',
      ...stamps,
    })
    .execute();
  await db
    .insertInto('users')
    .values({
      id: userId,
      business_id: businessId,
      branch_id: branchId,
      role_id: role.id,
      name: 'Otra Admin',
      username: null,
      email: 'admin@otro.pos',
      phone: null,
      password_hash: await hashSecret('otro1234'),
      pin_hash: null,
      pin_lookup: null,
      allowed_views: '[]',
      ...stamps,
    })
    .execute();
  await db
    .insertInto('rooms')
    .values({ id: roomId, business_id: businessId, branch_id: branchId, name: 'Terraza', ...stamps })
    .execute();
  return { businessId, branchId, userId, roomId, email: 'admin@otro.pos', password: 'otro1234' };
}

/** Inserts a user of the demo business with the given role name (which may be one the POS does not allow). */
export async function createUser(
  db: Db,
  options: { businessId: string; branchId: string | null; roleName: string; email: string; password: string },
) {
  const now = new Date().toISOString();
  let role = await db.selectFrom('roles').select('id').where('name', '=', options.roleName).executeTakeFirst();
  if (!role) {
    role = { id: newId() };
    await db.insertInto('roles').values({ id: role.id, name: options.roleName, created_at: now }).execute();
  }
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      business_id: options.businessId,
      branch_id: options.branchId,
      role_id: role.id,
      name: options.roleName,
      username: null,
      email: options.email,
      phone: null,
      password_hash: await hashSecret(options.password),
      pin_hash: null,
      pin_lookup: null,
      allowed_views: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A new waiter of the demo branch, signed in: a fresh account whose PIN and login counts start at zero. */
export async function signInNewWaiter(app: TestApp, email: string): Promise<string> {
  const password = 'waiter1234';
  await createUser(app.database.db, {
    businessId: app.seed.businessId,
    branchId: app.seed.branchId,
    roleName: 'mesero',
    email,
    password,
  });
  return (await app.login(email, password)).jwt;
}
