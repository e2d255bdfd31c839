import { Suspense, useEffect } from 'react';
import { dismissChargeResult, useHeldChargeResult } from './heldChargeResult';
import { ChargeResultDialog } from './lazyCheckout';

/** Shows a held charge's success or change dialog wherever the menu shell is, with or without its table. */
export function ChargeResultHost() {
  const held = useHeldChargeResult((state) => state.held);
  // Left another way (signed out, the browser's back), the menu takes its dialog with it.
  useEffect(() => () => useHeldChargeResult.setState({ held: null }), []);
  if (!held) return null;
  return (
    <Suspense fallback={null}>
      <ChargeResultDialog result={held.closed} queued={held.queued} onClose={dismissChargeResult} />
    </Suspense>
  );
}
