import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { ORDERS_BUSINESS_NAME, seedLargeOrders } from '../seed/large-orders.js';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test/harness.js';
import { closedBefore, keysetBatches } from './close-keyset.js';

describe(`keyset batches of orders by close date on ${TEST_DIALECT}`, () => {
  let app: TestApp;
  let db: Db;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.database.db;
    await seedLargeOrders(db, app.clock, 'America/Bogota', { orders: 90, branches: 3, days: 5, flagship: 50 });
    // Many orders share a close second, so a cursor on the close date alone would skip or repeat them.
    const orders = await db.selectFrom('orders').select('id').orderBy('id').execute();
    for (const [index, order] of orders.entries()) {
      await db
        .updateTable('orders')
        .set({ close_date: `2026-11-2${index % 3} 12:00:00` })
        .where('id', '=', order.id)
        .execute();
    }
  });
  afterAll(() => app.close());

  it('reads every order once, newest close first, whatever the batch size', async () => {
    const business = await db
      .selectFrom('businesses')
      .select('id')
      .where('name', '=', ORDERS_BUSINESS_NAME)
      .executeTakeFirstOrThrow();
    const query = db
      .selectFrom('orders as o')
      .select(['o.id', 'o.close_date'])
      .where('o.business_id', '=', business.id)
      .orderBy('o.close_date', 'desc')
      .orderBy('o.id', 'desc');
    const expected = await query.execute();
    expect(expected).toHaveLength(90);
    for (const size of [1, 7, 30, 90, 200]) {
      const read: { id: string; close_date: string | null }[] = [];
      const batches = keysetBatches(
        (after, limit) => (after ? query.where(closedBefore(after)) : query).limit(limit).execute(),
        size,
      );
      for await (const rows of batches) {
        expect(rows.length).toBeLessThanOrEqual(size);
        read.push(...rows);
      }
      expect(read).toEqual(expected);
    }
  });
});
