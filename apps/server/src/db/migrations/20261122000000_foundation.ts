import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Migrations are never edited once landed: add a new timestamp-named file instead.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

function audited<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
}

const id = 'text';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await audited(
    db.schema
      .createTable('businesses')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull()),
  ).execute();

  await audited(
    db.schema
      .createTable('branches')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('city', 'text')
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('payment_methods', 'text', (c) => c.notNull())
      .addColumn('delivery_methods', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await audited(
    db.schema
      .createTable('users')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.references('branches.id'))
      .addColumn('role_id', id, (c) => c.notNull().references('roles.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('username', 'text')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('pin_hash', 'text')
      .addColumn('pin_lookup', 'text')
      .addColumn('allowed_views', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_failed_at', 'text')
      .addColumn('locked_until', 'text'),
  ).execute();
  // Emails are stored lower-cased, so a plain unique index makes them unique case-insensitively.
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
  await db.schema.createIndex('users_pin_lookup_unique').on('users').column('pin_lookup').unique().execute();
  await db.schema.createIndex('users_branch_idx').on('users').columns(['branch_id', 'deleted']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', id, (c) => c.notNull().references('users.id'))
    .addColumn('business_id', id, (c) => c.notNull())
    .addColumn('branch_id', id)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_first_failed_at', 'text')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  await audited(
    db.schema
      .createTable('cashiers')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.notNull().references('branches.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_by', id),
  ).execute();

  await db.schema
    .createTable('cashier_users')
    .addColumn('cashier_id', id, (c) => c.notNull().references('cashiers.id'))
    .addColumn('user_id', id, (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('cashier_users_pk', ['cashier_id', 'user_id'])
    .execute();

  await audited(
    db.schema
      .createTable('rooms')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.notNull().references('branches.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('virtual', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await audited(
    db.schema
      .createTable('dining_tables')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.notNull().references('branches.id'))
      .addColumn('room_id', id, (c) => c.references('rooms.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('number_table', 'integer', (c) => c.notNull())
      .addColumn('shape', 'text', (c) => c.notNull().defaultTo('CIRCLE'))
      .addColumn('size', 'text', (c) => c.notNull().defaultTo('BIG'))
      .addColumn('position', 'integer')
      .addColumn('busy', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('user_id', id, (c) => c.references('users.id'))
      .addColumn('people', 'integer')
      .addColumn('current_order_id', id)
      .addColumn('discount', 'text'),
  ).execute();
  // Table numbers are unique per branch among live tables; virtual tables (-1) repeat.
  await db.schema
    .createIndex('dining_tables_number_unique')
    .on('dining_tables')
    .columns(['branch_id', 'number_table'])
    .unique()
    .where(sql.ref('deleted'), '=', 0)
    .where(sql.ref('number_table'), '>=', 0)
    .execute();

  await audited(
    db.schema
      .createTable('categories')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.notNull().references('branches.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await audited(
    db.schema
      .createTable('products')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.notNull().references('branches.id'))
      .addColumn('category_id', id, (c) => c.notNull().references('categories.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('sku', 'text')
      .addColumn('stock', 'integer')
      .addColumn('allow_without_stock', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_prepared', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('printer_id', id),
  ).execute();
  await db.schema.createIndex('products_branch_name_idx').on('products').columns(['branch_id', 'name']).execute();
  await db.schema.createIndex('products_category_idx').on('products').column('category_id').execute();

  await db.schema
    .createTable('product_sizes')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('product_id', id, (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_delta', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await audited(
    db.schema
      .createTable('extras_groups')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.notNull().references('branches.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('allow_multiple', 'integer', (c) => c.notNull())
      .addColumn('is_required', 'integer', (c) => c.notNull())
      .addColumn('min_items', 'integer', (c) => c.notNull())
      .addColumn('max_items', 'integer', (c) => c.notNull()),
  ).execute();

  await db.schema
    .createTable('extras_options')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('group_id', id, (c) => c.notNull().references('extras_groups.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('product_extras_groups')
    .addColumn('product_id', id, (c) => c.notNull().references('products.id'))
    .addColumn('group_id', id, (c) => c.notNull().references('extras_groups.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_extras_groups_pk', ['product_id', 'group_id'])
    .execute();

  await audited(
    db.schema
      .createTable('taxes')
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('business_id', id, (c) => c.notNull().references('businesses.id'))
      .addColumn('branch_id', id, (c) => c.notNull().references('branches.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('short_name', 'text', (c) => c.notNull())
      .addColumn('rate_bp', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('include_cost', 'integer', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await db.schema
    .createTable('preferences')
    .addColumn('branch_id', id, (c) => c.primaryKey().references('branches.id'))
    .addColumn('order_pin', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('tips', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('require_open_cashier', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'preferences',
    'taxes',
    'product_extras_groups',
    'extras_options',
    'extras_groups',
    'product_sizes',
    'products',
    'categories',
    'dining_tables',
    'rooms',
    'cashier_users',
    'cashiers',
    'idempotency_keys',
    'sessions',
    'users',
    'roles',
    'branches',
    'businesses',
    'app_settings',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
