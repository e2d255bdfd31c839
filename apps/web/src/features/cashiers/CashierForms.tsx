import type { SessionUser } from '@comandero/domain';
import { lazy, Suspense } from 'react';
import { hideCashierForm, useCashierForm } from './cashierForms';

const OpenCashierDrawer = lazy(() => import('./OpenCashierDrawer'));
const CloseCashierDrawer = lazy(() => import('./CloseCashierDrawer'));

/** The drawer the top bar asked for, loaded on first use. */
export default function CashierForms({ user }: { user: SessionUser }) {
  const form = useCashierForm((state) => state.form);
  return (
    <Suspense fallback={null}>
      {form?.kind === 'open' && <OpenCashierDrawer user={user} onClose={hideCashierForm} />}
      {form?.kind === 'close' && (
        <CloseCashierDrawer movementId={form.movementId} user={user} onClose={hideCashierForm} />
      )}
    </Suspense>
  );
}
