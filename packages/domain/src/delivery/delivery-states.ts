import { z } from 'zod';
import { type Money, money } from '../money/money.js';
import { ORDER_STATE, type OrderStateCode } from '../order/states.js';
import { isCashMethod, OBSERVATION_MAX, type PaymentMethod } from '../payment/close-payment.js';
import { idSchema } from '../schemas/common.js';
import type { Instant } from '../time/wall-clock.js';

/** The delivery board's lists by the order state they show (spec 01 §4): ongoing, dispatched, delivered. */
export const DELIVERY_BOARD_STATES = [ORDER_STATE.RECEIVED, ORDER_STATE.DISPATCHED, ORDER_STATE.COMPLETED] as const;
export type DeliveryBoardState = (typeof DELIVERY_BOARD_STATES)[number];

/**
 * The only order state changes there are (the board makes them), as data: ongoing → dispatched →
 * delivered, and a rejection with a note. A close sets its state once (closingState); nothing else moves one.
 */
export const DELIVERY_MOVES = [
  { from: ORDER_STATE.RECEIVED, to: ORDER_STATE.DISPATCHED, needsNote: false },
  { from: ORDER_STATE.DISPATCHED, to: ORDER_STATE.COMPLETED, needsNote: false },
  { from: ORDER_STATE.RECEIVED, to: ORDER_STATE.REJECTED, needsNote: true },
] as const satisfies readonly { from: OrderStateCode; to: OrderStateCode; needsNote: boolean }[];
export type DeliveryMove = (typeof DELIVERY_MOVES)[number];

export const deliveryMoveOf = (from: number, to: number): DeliveryMove | undefined =>
  DELIVERY_MOVES.find((move) => move.from === from && move.to === to);

export const canMoveDelivery = (from: number, to: number): boolean => deliveryMoveOf(from, to) !== undefined;

/** Spec 01 §8: why a move from a list failed (the order was no longer where the board showed it). */
export const DELIVERY_MOVE_ERRORS: Record<DeliveryBoardState, string> = {
  1: 'ERROR ONGOING',
  5: 'ERROR IN DELIVERY',
  6: 'ERROR COMPLETES',
};
export const deliveryMoveError = (from: number): string =>
  DELIVERY_MOVE_ERRORS[from as DeliveryBoardState] ?? DELIVERY_MOVE_ERRORS[1];

/** Spec 01 §4 late thresholds, in minutes. */
export const DELIVERY_WARNING_MINUTES = 10;
export const DELIVERY_DELAYED_MINUTES = 15;
/** The ongoing counter reads again this often. */
export const DELIVERY_COUNTER_REFRESH_MS = 30_000;
export const DELIVERY_PAGE_SIZE = 5;

export type DeliveryTimeLevel = 'normal' | 'warning' | 'delayed';

export interface DeliveryTiming {
  /** Whole minutes since the order was received. */
  minutes: number;
  /** Warning at 10 minutes or more, delayed beyond 15. */
  level: DeliveryTimeLevel;
  /** 'late order': an ongoing or dispatched order older than 10 minutes. */
  late: boolean;
}

const millisOf = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.getTime());

/**
 * How long an order has waited, from when it was received (closed as a delivery order) to `now`:
 * a pure function of the two instants, so the clock is the caller's.
 */
export function deliveryTiming(
  receivedAt: Instant,
  now: Instant,
  state: number = ORDER_STATE.RECEIVED,
): DeliveryTiming {
  const elapsed = Math.max(0, millisOf(now) - millisOf(receivedAt));
  const minutes = Math.floor(elapsed / 60_000);
  const level: DeliveryTimeLevel =
    elapsed > DELIVERY_DELAYED_MINUTES * 60_000
      ? 'delayed'
      : elapsed >= DELIVERY_WARNING_MINUTES * 60_000
        ? 'warning'
        : 'normal';
  const open = state === ORDER_STATE.RECEIVED || state === ORDER_STATE.DISPATCHED;
  return { minutes, level, late: open && elapsed > DELIVERY_WARNING_MINUTES * 60_000 };
}

/** The cash a driver brings back: the total when the order is paid in cash on delivery (or not paid yet). */
export function cashToCollect(total: Money, methodPay: string | null, methods: readonly PaymentMethod[]): Money {
  if (methodPay === null) return total;
  const method = methods.find((candidate) => candidate.name === methodPay) ?? { name: methodPay, type: methodPay };
  return isCashMethod(method) ? total : money(0);
}

const driverSchema = z.union([
  z.object({ userId: idSchema }),
  z.object({ name: z.string().trim().min(1, { message: 'REQUIRED' }).max(80) }),
]);

/** A board move: the state it goes to, the state the board showed (a stale move is refused), a note, a driver. */
export const deliveryMoveSchema = z
  .object({
    state: z.literal([ORDER_STATE.DISPATCHED, ORDER_STATE.COMPLETED, ORDER_STATE.REJECTED]),
    from: z.literal([ORDER_STATE.RECEIVED, ORDER_STATE.DISPATCHED]),
    note: z.string().trim().max(OBSERVATION_MAX).optional(),
    driver: driverSchema.nullable().optional(),
  })
  .superRefine((body, context) => {
    const move = deliveryMoveOf(body.from, body.state);
    if (!move) context.addIssue({ code: 'custom', message: deliveryMoveError(body.from), path: ['state'] });
    else if (move.needsNote && !body.note) context.addIssue({ code: 'custom', message: 'REQUIRED', path: ['note'] });
  });
export type DeliveryMoveInput = z.input<typeof deliveryMoveSchema>;
