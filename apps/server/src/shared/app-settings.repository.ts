import type { Db } from '../db/database.js';

/** Server-wide values kept in the database, so every cloud instance shares them. */
export function createAppSettingsRepository(db: Db) {
  return {
    /** Returns the stored value, storing `make()` first when missing; safe when two instances race. */
    async getOrCreate(key: string, make: () => string): Promise<string> {
      await db
        .insertInto('app_settings')
        .values({ key, value: make() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
export type AppSettingsRepository = ReturnType<typeof createAppSettingsRepository>;
