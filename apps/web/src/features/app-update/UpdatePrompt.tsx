import { lazy, Suspense } from 'react';
import { useAppUpdate } from './appUpdate';

// The banner's code loads only when a new version is offered (from the precache, offline too).
const UpdateBanner = lazy(() => import('./UpdateBanner'));

/** Offers the reload to a new version of the app on every screen, login included. */
export function UpdatePrompt() {
  const shown = useAppUpdate((state) => state.offered && !state.dismissed);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}
