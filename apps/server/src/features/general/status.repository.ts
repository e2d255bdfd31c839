import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What the status route asks the database. */
export function createStatusRepository(db: Db) {
  return {
    /** Whether the database answers a trivial query. */
    async databaseAvailable(): Promise<boolean> {
      return sql`select 1`
        .execute(db)
        .then(() => true)
        .catch(() => false);
    },
  };
}
export type StatusRepository = ReturnType<typeof createStatusRepository>;
