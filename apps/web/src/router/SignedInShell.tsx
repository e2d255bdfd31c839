import '../app/mantineStyles.signedIn';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useLiveConnection } from '../app/live';
import { queryClient } from '../app/queryClient';
import { useLiveFloor } from '../features/floor';
import { ConnectionBanner } from '../features/outbox';
import { PrinterDrawerHost, usePrintJobNotices } from '../features/printing';

// The toasts' component (transitions, portal) loads with the first toast: nothing shows one on first paint.
const Toasts = lazy(() => import('./Toasts'));

/** Mounted from the first notification on, so the toasts' code stays out of the first download (DESIGN §10). */
function LazyToasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** The terminal's one stream of live events, and what follows it whatever screen is open. */
function LiveEvents() {
  useLiveConnection();
  useLiveFloor();
  // The jobs this user sent say here whether they printed (spec 01 §8).
  usePrintJobNotices();
  return null;
}

/** Server state and toasts for the signed-in screens; loaded after login so /login stays small. */
export default function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <LazyToasts />
      <PrinterDrawerHost />
      <ConnectionBanner />
      <Outlet />
    </QueryClientProvider>
  );
}
