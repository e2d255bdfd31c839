import { z } from 'zod';
import { cashierMovementSchema } from '../cashier/api.js';
import { printJobChangedEventSchema } from '../printing/print-job.js';
import { idSchema } from '../schemas/common.js';
import { roomSchema } from '../table/room.js';
import { tableSchema } from '../table/table.js';

/**
 * What a terminal of the branch hears (DESIGN §6 live updates), one contract for the server that
 * publishes and the web that listens. A change of shape is a new protocol version; the web ignores
 * (and logs) an event type it does not know, so a newer server never breaks an older terminal.
 */
export const LIVE_PROTOCOL_VERSION = 1;

export const liveEventSchema = z.discriminatedUnion('type', [
  /** Sent first on every connection: the protocol the server speaks. */
  z.object({ type: z.literal('live.hello'), protocol: z.number().int() }),
  z.object({ type: z.literal('table.changed'), table: tableSchema }),
  z.object({ type: z.literal('table.removed'), tableId: idSchema }),
  /** Another terminal changed a table's lines: a terminal showing that order reads it again. */
  z.object({ type: z.literal('order.changed'), tableId: idSchema, subtotal: z.number() }),
  /** The delivery board moved a delivery order (issue 18): every terminal reads its lists again. */
  z.object({ type: z.literal('delivery.changed'), orderId: idSchema, state: z.number().int() }),
  z.object({ type: z.literal('cashier.changed'), movement: cashierMovementSchema }),
  z.object({ type: z.literal('room.changed'), room: roomSchema }),
  z.object({ type: z.literal('room.removed'), roomId: idSchema }),
  /** Order PIN, tips or taxes changed: terminals read their checkout settings again. */
  z.object({ type: z.literal('preferences.changed') }),
  /** A product, category or extras group changed: devices read the catalog again (GET /menu/catalog?since=). */
  z.object({ type: z.literal('catalog.changed') }),
  /** A job printed, failed an attempt, failed or fell back to the browser; `sentBy` is the user whose terminal sent it. */
  printJobChangedEventSchema,
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<Type extends LiveEventType> = Extract<LiveEvent, { type: Type }>;
