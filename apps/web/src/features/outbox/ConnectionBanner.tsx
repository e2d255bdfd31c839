import { Suspense, useEffect, useState } from 'react';
import { watchConnection } from '../../app/connection';
import { lazyWithTexts } from '../../app/lazyWithTexts';
import { useOutboxStatus } from '../../app/outbox/outboxStatus';
import { startOutboxIfPending } from '../../app/outbox/startOutbox';
import { loadOutboxTexts } from '../../i18n';

const OutboxBanner = lazyWithTexts(loadOutboxTexts, () => import('./OutboxBanner'));

/**
 * Spec 01 §1's connection flag, and what waits on this device: shown from the moment the server
 * stops answering until the last pending write is sent, and while any needs attention. Its bars
 * and their texts load the first time there is something to say (DESIGN §10 budget).
 */
export function ConnectionBanner() {
  const quiet = useOutboxStatus((status) => status.online && status.pending === 0 && status.attention === 0);
  useEffect(() => {
    startOutboxIfPending();
    return watchConnection();
  }, []);
  // Once loaded the bars stay mounted: their drawer, if open, stays until closed ('all sent').
  const [wanted, setWanted] = useState(false);
  if (!quiet && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OutboxBanner />
    </Suspense>
  );
}
