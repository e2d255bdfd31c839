import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/** Network printers, the branch's bill settings, and what the print queue needs on its jobs. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('printers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('name_custom', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull().defaultTo(9100))
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(80))
    .addColumn('default_printer', 'integer', (c) => c.notNull().defaultTo(0))
    // What the queue last learnt: unknown, online, offline, paper-out, cover-open, error.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('status_error', 'text')
    .addColumn('status_at', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('printers_branch_idx').on('printers').columns(['branch_id', 'deleted']).execute();
  // Exactly one default per branch: two terminals setting it at once cannot both win.
  await db.schema
    .createIndex('printers_one_default_per_branch')
    .on('printers')
    .column('branch_id')
    .unique()
    .where(sql.ref('default_printer'), '=', 1)
    .where(sql.ref('deleted'), '=', 0)
    .execute();

  // The consecutive itself lives in branch_counters ('bill'), allocated atomically per bill.
  await db.schema
    .createTable('billing_config')
    .addColumn('branch_id', 'text', (c) => c.primaryKey().references('branches.id'))
    .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
    .addColumn('header', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('qr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'text', (c) => c.references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // The queue's lease (claimed_at), its retry schedule, and the printer a job was sent to.
  await db.schema.alterTable('print_jobs').addColumn('claimed_at', 'text').execute();
  await db.schema.alterTable('print_jobs').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('print_jobs').addColumn('sent_to_printer_id', 'text').execute();
  await db.schema
    .createIndex('print_jobs_status_due_idx')
    .on('print_jobs')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('print_jobs_branch_created_idx')
    .on('print_jobs')
    .columns(['branch_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('print_jobs_branch_created_idx').execute();
  await db.schema.dropIndex('print_jobs_status_due_idx').execute();
  for (const column of ['sent_to_printer_id', 'next_attempt_at', 'claimed_at']) {
    await db.schema.alterTable('print_jobs').dropColumn(column).execute();
  }
  await db.schema.dropTable('billing_config').execute();
  await db.schema.dropTable('printers').execute();
}
