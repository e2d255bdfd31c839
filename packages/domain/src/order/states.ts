import { z } from 'zod';
import type { ServiceType } from '../tip/tip.js';

/** Order state codes and their names (spec 01 §4). */
export const ORDER_STATES = {
  1: 'Recibido',
  2: 'Aceptado',
  3: 'Rechazado/Cancelado',
  4: 'En Preparación',
  5: 'En Despacho',
  6: 'Completado',
  7: 'Devuelto',
  8: 'No Entregado',
  9: 'Buscando Domiciliario',
  10: 'Cancelada con reembolso',
  11: 'Cancelada',
  12: 'Domiciliario Asignado',
  13: 'Listo para despacho',
} as const;
export type OrderStateCode = keyof typeof ORDER_STATES;
export const ORDER_STATE_CODES = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
] as const satisfies readonly OrderStateCode[];
export const orderStateSchema = z.literal(ORDER_STATE_CODES);

/**
 * The one table of names for the codes the POS itself sets and reads: a close, the delivery board's
 * lists (received is its 'ongoing', completed its 'delivered') and the reports.
 */
export const ORDER_STATE = { RECEIVED: 1, REJECTED: 3, DISPATCHED: 5, COMPLETED: 6 } as const;
/** The orders history filters by these codes only (spec 01 §4). */
export const ORDER_LIST_FILTER_STATES = [1, 3, 5, 6] as const satisfies readonly OrderStateCode[];

export const orderStateName = (code: OrderStateCode): string => ORDER_STATES[code];

/** The short local label the spec gives for codes 1 to 4; the same words as cashier movements. */
const LOCAL_LABELS: Partial<Record<OrderStateCode, string>> = {
  1: 'Abierto',
  2: 'Cerrado',
  3: 'Abierto',
  4: 'Eliminado',
};
export const localOrderLabel = (code: OrderStateCode): string | null => LOCAL_LABELS[code] ?? null;

/** A close completes an in-store or self-service order (6); a delivery starts its journey as received (1). */
export const closingState = (serviceType: ServiceType): OrderStateCode =>
  serviceType === 'delivery' ? ORDER_STATE.RECEIVED : ORDER_STATE.COMPLETED;
