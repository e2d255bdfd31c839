import { EventEmitter } from 'node:events';
import type { CashierMovement, PrintJob, Room, Table } from '@comandero/domain';

/** What a terminal of the branch hears about (DESIGN §6 live updates). */
export type BranchEvent =
  | { type: 'table.changed'; table: Table }
  | { type: 'table.removed'; tableId: string }
  | { type: 'order.changed'; tableId: string; subtotal: number }
  /** The delivery board moved a delivery order (issue 18): every terminal reads its lists again. */
  | { type: 'delivery.changed'; orderId: string; state: number }
  | { type: 'cashier.changed'; movement: CashierMovement }
  | { type: 'room.changed'; room: Room }
  | { type: 'room.removed'; roomId: string }
  /** Order PIN, tips or taxes changed: terminals read their checkout settings again. */
  | { type: 'preferences.changed' }
  /** A product, category or extras group changed: devices read the catalog again (GET /menu/catalog?since=). */
  | { type: 'catalog.changed' }
  /** A job printed, failed an attempt, failed or fell back to the browser; `sentBy` is the user whose terminal sent it. */
  | { type: 'print-job.changed'; job: PrintJob; sentBy: string };

/**
 * What the server instances tell each other so their caches forget what changed (never sent to
 * terminals): published on the `INTERNAL_CHANNEL`, which no branch id can equal.
 */
export type Invalidation =
  | { type: 'session.revoked'; sessionId: string }
  /** A user's sign-in data changed (role, cashier, branch…); all of the branch's when userId is absent. */
  | { type: 'users.changed'; branchId: string | null; userId?: string }
  /** Taxes, payment methods or preferences of the branch changed. */
  | { type: 'settings.changed'; branchId: string };

export const INTERNAL_CHANNEL = 'internal';

export type BusEvent = BranchEvent | Invalidation;

export interface EventBus {
  publish(channel: string, event: BusEvent): void;
  subscribe(channel: string, listener: (event: BusEvent) => void): () => void;
}

/** One process's bus: local mode, and each cloud instance's own listeners. */
export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  // Every open terminal holds a listener; hundreds are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (branchId, event) => emitter.emit(branchId, event),
    subscribe(branchId, listener) {
      emitter.on(branchId, listener);
      return () => emitter.off(branchId, listener);
    },
  };
}
