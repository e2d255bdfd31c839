import type { Room } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

const columns = ['id', 'name', 'virtual', 'version'] as const;
const toRoom = (row: { id: string; name: string; virtual: number; version: number }): Room => ({
  id: row.id,
  name: row.name,
  virtual: row.virtual === 1,
  version: row.version,
});

export function createRoomsRepository(db: Db) {
  const inScope = (scope: BranchScope) =>
    db
      .selectFrom('rooms')
      .where('business_id', '=', scope.businessId)
      .where('branch_id', '=', scope.branchId)
      .where('deleted', '=', 0);

  return {
    async list(scope: BranchScope): Promise<Room[]> {
      const rows = await inScope(scope).select(columns).orderBy('created_at').orderBy('id').execute();
      return rows.map(toRoom);
    },

    async find(scope: BranchScope, id: string): Promise<Room | undefined> {
      const row = await inScope(scope).select(columns).where('id', '=', id).executeTakeFirst();
      return row && toRoom(row);
    },

    async create(scope: BranchScope, room: { id: string; name: string }, now: string): Promise<Room> {
      await db
        .insertInto('rooms')
        .values({
          id: room.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          name: room.name,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { id: room.id, name: room.name, virtual: false, version: 1 };
    },

    /** Soft delete, only while no live table is in the room (checked in the same statement); false when refused or gone. */
    async softDelete(scope: BranchScope, id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('rooms')
        .set((eb) => ({ deleted: 1, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('dining_tables')
                .select('dining_tables.id')
                .whereRef('dining_tables.room_id', '=', 'rooms.id')
                .where('dining_tables.deleted', '=', 0),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Renames when the version matches (or none is given); undefined when the room changed meanwhile. */
    async rename(scope: BranchScope, id: string, name: string, version: number | undefined, now: string) {
      let query = db
        .updateTable('rooms')
        .set((eb) => ({ name, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('business_id', '=', scope.businessId)
        .where('branch_id', '=', scope.branchId)
        .where('deleted', '=', 0);
      if (version !== undefined) query = query.where('version', '=', version);
      const row = await query.returning(columns).executeTakeFirst();
      return row && toRoom(row);
    },
  };
}
export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
