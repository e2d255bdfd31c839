import type { CreateRoom, RenameRoom, Room } from '@comandero/domain';
import { type AuthContext, type BranchScope, branchScope } from '../../shared/auth-context.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, conflict, notFound } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import type { Unit } from '../../shared/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import type { RoomsRepository } from './rooms.repository.js';

const hasTables = () => new AppError(409, 'ROOM_HAS_TABLES', 'The room still has tables: move or delete them first');

export function createRoomsService(
  rooms: RoomsRepository,
  write: Unit<RoomsRepository>,
  events: EventBus,
  clock: Clock,
) {
  const announce = (scope: BranchScope, room: Room): Room => {
    events.publish(scope.branchId, { type: 'room.changed', room });
    return room;
  };

  return {
    list: (auth: AuthContext): Promise<Room[]> => rooms.list(branchScope(auth)),

    async create(auth: AuthContext, input: CreateRoom): Promise<Room> {
      const scope = branchScope(auth);
      const id = input.id ?? newId();
      const room = await write(async (rooms) => {
        // A client-made id that already exists anywhere is refused rather than overwritten.
        if (input.id && (await rooms.find(scope, id))) throw conflict('The room already exists');
        return rooms.create(scope, { id, name: input.name }, clock.now().toISOString());
      });
      return announce(scope, room);
    },

    /** Soft delete, refused while the room holds tables. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const scope = branchScope(auth);
      await write(async (rooms) => {
        if (!(await rooms.find(scope, id))) throw notFound('Room');
        if (!(await rooms.softDelete(scope, id, clock.now().toISOString()))) {
          if (await rooms.find(scope, id)) throw hasTables();
          throw notFound('Room');
        }
      });
      events.publish(scope.branchId, { type: 'room.removed', roomId: id });
    },

    async rename(auth: AuthContext, id: string, input: RenameRoom): Promise<Room> {
      const scope = branchScope(auth);
      const renamed = await write(async (rooms) => {
        const renamed = await rooms.rename(scope, id, input.name, input.version, clock.now().toISOString());
        if (renamed) return renamed;
        if (!(await rooms.find(scope, id))) throw notFound('Room');
        throw conflict('The room was changed by someone else, reload and try again');
      });
      return announce(scope, renamed);
    },
  };
}
export type RoomsService = ReturnType<typeof createRoomsService>;
