import type { CloseResult } from '@comandero/domain';
import { create } from 'zustand';

/**
 * A charge's result, held above the menu: a delivery's virtual table leaves the floor at its close,
 * and the menu screens with it, so the success or change dialog cannot live inside them.
 */
export interface HeldChargeResult {
  closed: CloseResult;
  queued: boolean;
  /** Dismissed: the caller leaves the menu. */
  onDone(): void;
}

export const useHeldChargeResult = create<{ held: HeldChargeResult | null }>(() => ({ held: null }));

export const holdChargeResult = (held: HeldChargeResult): void => useHeldChargeResult.setState({ held });

/** Dismisses the held dialog, then lets its caller leave. */
export function dismissChargeResult(): void {
  const { held } = useHeldChargeResult.getState();
  useHeldChargeResult.setState({ held: null });
  held?.onDone();
}
