import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

/** A confirmation loaded the first time one is asked, so the POS route's first download has no modal code. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
