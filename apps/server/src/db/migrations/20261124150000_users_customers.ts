import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** Issue 15 §2–3: one-time set-password codes for new users, and the business's customers. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('password_codes')
    // The SHA-256 of the code: the code itself is shown once to the administrator and never stored.
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('business_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_codes_user_idx').on('password_codes').column('user_id').execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('neighborhood', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A phone finds one live customer of the business (the delivery form looks customers up by phone).
  await db.schema
    .createIndex('customers_phone_unique')
    .on('customers')
    .columns(['business_id', 'phone'])
    .unique()
    .where(sql.ref('deleted'), '=', 0)
    .execute();
  await db.schema.createIndex('customers_business_idx').on('customers').columns(['business_id', 'deleted']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('customers').execute();
  await db.schema.dropTable('password_codes').execute();
}
