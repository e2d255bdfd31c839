import { z } from 'zod';
import { idSchema, versionSchema } from '../schemas/common.js';

/** The virtual room that holds every table when the branch has no rooms (spec 01 §2). */
export const DEFAULT_ROOM_NAME = 'Salón Principal';

export const roomSchema = z.object({
  id: idSchema,
  name: z.string(),
  virtual: z.boolean(),
  version: z.number().int(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomNameSchema = z.string().trim().min(1).max(60);

export const createRoomSchema = z.object({ id: idSchema.optional(), name: roomNameSchema });
export type CreateRoom = z.infer<typeof createRoomSchema>;

export const renameRoomSchema = z.object({ name: roomNameSchema, version: versionSchema.optional() });
export type RenameRoom = z.infer<typeof renameRoomSchema>;
