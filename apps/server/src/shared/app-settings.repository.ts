import type { Db } from '../db/database.js';

/** Server-wide values kept in the database, so every cloud instance shares them. */
export function createAppSettingsRepository(db: Db) {
  return {
    async find(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom('app_settings').where('key', '=', key).execute();
    },
  };
}
export type AppSettingsRepository = ReturnType<typeof createAppSettingsRepository>;
