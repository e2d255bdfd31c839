import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema
type AnyDb = Kysely<any>;

/**
 * Issue 28 item 4: the kitchen ticket is a record, not a print job. A ticket is what one station
 * was asked at once (a send or a cancellation), its lines keyed by the order line's id, its state
 * and each line's as data for the kitchen display to move. Printing renders the ticket into the
 * print job it names. A station is the printer's id (packages/domain/src/kitchen/station.ts): no
 * stations table until stations stop being printers. Portable column types: one schema on SQLite
 * and PostgreSQL.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('kitchen_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('business_id', 'text', (c) => c.notNull().references('businesses.id'))
    .addColumn('branch_id', 'text', (c) => c.notNull().references('branches.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    // The printer's id while each printer is a station; null: the branch's default printer.
    .addColumn('station_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('print_job_id', 'text', (c) => c.references('print_jobs.id'))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('kitchen_tickets_order_sequence_unique', ['order_id', 'sequence'])
    .execute();
  await db.schema
    .createIndex('kitchen_tickets_branch_state_idx')
    .on('kitchen_tickets')
    .columns(['branch_id', 'state', 'created_at'])
    .execute();

  await db.schema
    .createTable('kitchen_ticket_lines')
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('kitchen_tickets.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // No foreign key: an order line leaves when it is removed; its tickets stay.
    .addColumn('order_line_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('preparation', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('new'))
    .addPrimaryKeyConstraint('kitchen_ticket_lines_pk', ['ticket_id', 'position'])
    .execute();
  await db.schema
    .createIndex('kitchen_ticket_lines_order_line_idx')
    .on('kitchen_ticket_lines')
    .column('order_line_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('kitchen_ticket_lines').execute();
  await db.schema.dropTable('kitchen_tickets').execute();
}
