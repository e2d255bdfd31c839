import { describe, expect, it } from 'vitest';
import type { BusEvent } from './event-bus.js';
import { createPostgresEventBus } from './postgres-event-bus.js';

const url = process.env.TEST_DATABASE_URL;
const log = { warn: () => {} };

// LISTEN/NOTIFY needs a PostgreSQL server; PGlite has no second connection to listen on.
describe.runIf(url && process.env.TEST_DIALECT === 'postgres')('events across instances through PostgreSQL', () => {
  it('delivers an event published by one instance to the listeners of another, for that branch only', async () => {
    const first = await createPostgresEventBus(url!, log);
    const second = await createPostgresEventBus(url!, log);
    try {
      const heard: BusEvent[] = [];
      const elsewhere: BusEvent[] = [];
      const arrived = new Promise<void>((resolve) => {
        second.subscribe('branch-a', (event) => {
          heard.push(event);
          resolve();
        });
      });
      second.subscribe('branch-b', (event) => elsewhere.push(event));
      first.publish('branch-a', { type: 'table.removed', tableId: 't-1' });
      // How soon is measured by `npm run bench` (bench/live-updates.ts); the test's timeout bounds the wait.
      await arrived;
      expect(heard).toEqual([{ type: 'table.removed', tableId: 't-1' }]);
      expect(elsewhere).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
