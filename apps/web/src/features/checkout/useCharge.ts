import { CASHIER_MOVEMENT_TYPE, type CloseResult, type CloseTableInput } from '@comandero/domain';
import { useRef, useState } from 'react';
import { isQueued, newOperationId } from '../../app/api';
import { useLiveEvent } from '../../app/live';
import { getOpenCashierId } from '../cashiers';
import { changedTotal, isCashierNotOpen } from './ChargeFailure';

/**
 * What a payment sends: the close-table body (a self-service order pays with the same fields),
 * always with the received amount and the total the drawer showed (a changed bill is refused:
 * TOTAL_CHANGED).
 */
export type ChargeRequest = CloseTableInput & { valueReceive: number | null; expectedTotal: number };

/** Kept on this device: the outbox sends the charge when the server can be reached. */
export interface Queued {
  queued: true;
  operationId: string;
  /** The charge's place in this device's outbox (its bill's provisional number). */
  sequence: number;
}

export type Charge = (request: ChargeRequest, operationId: string) => Promise<CloseResult>;

/**
 * Sends a charge once: the same request keeps its operation id, so a retried or double-pressed
 * charge is answered with the first result and never charges twice (DESIGN §6).
 */
export function useCharge(charge: Charge) {
  const [charging, setCharging] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  /** After a TOTAL_CHANGED, the server's total for the bill the drawer computed: what the next try expects. */
  const [serverTotal, setServerTotal] = useState<{ computed: number; total: number } | null>(null);
  const operation = useRef<{ body: string; id: string } | null>(null);

  /** The total to charge: the server's, while the drawer still shows the bill it refused. */
  const totalFor = (computed: number): number =>
    serverTotal && serverTotal.computed === computed ? serverTotal.total : computed;

  const send = async (
    request: Omit<ChargeRequest, 'cashierId'>,
    computedTotal: number,
  ): Promise<CloseResult | Queued | null> => {
    const cashierId = getOpenCashierId();
    const full: ChargeRequest = { ...request, ...(cashierId ? { cashierId } : {}) };
    const body = JSON.stringify(full);
    if (operation.current?.body !== body) operation.current = { body, id: newOperationId() };
    const operationId = operation.current.id;
    setCharging(true);
    setFailure(null);
    try {
      const result = await charge(full, operationId);
      operation.current = null;
      setServerTotal(null);
      return result;
    } catch (error) {
      if (isQueued(error)) {
        const queued = { queued: true, operationId, sequence: error.sequence } as const;
        operation.current = null;
        return queued;
      }
      setFailure(error);
      const total = changedTotal(error);
      if (total !== null) setServerTotal({ computed: computedTotal, total });
      return null;
    } finally {
      setCharging(false);
    }
  };

  /**
   * Issue 30 §4: "Abra una caja" stayed on screen after a cashier was opened. Opening one from the
   * warning, or on any terminal of the branch (its live event), takes the warning away.
   */
  const cashierOpened = () => setFailure((current: unknown) => (isCashierNotOpen(current) ? null : current));
  useLiveEvent('cashier.changed', (event) => {
    if (event.movement.type === CASHIER_MOVEMENT_TYPE.OPEN) cashierOpened();
  });

  return { send, charging, failure, totalFor, cashierOpened };
}
