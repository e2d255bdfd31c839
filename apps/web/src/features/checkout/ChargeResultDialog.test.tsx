import { money } from '@comandero/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { loadCheckoutTexts } from '../../i18n';
import { closeResult } from '../../test/checkoutFixtures';
import { elapse } from '../../test/fakeTime';
import ChargeResultDialog, { SUCCESS_CLOSES_AFTER_MS } from './ChargeResultDialog';

function openResult(change: number, queued = false) {
  const onClose = vi.fn();
  const result = closeResult({ valueReceive: money(100000 + change), valueReturn: money(change) });
  render(
    <Providers env="test">
      <ChargeResultDialog result={result} queued={queued} onClose={onClose} />
    </Providers>,
  );
  return onClose;
}

beforeAll(() => loadCheckoutTexts());

describe('the dialog after a charge (issue 14)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a plain success by itself', async () => {
    const onClose = openResult(0);
    expect(screen.getByRole('dialog', { name: 'Pago exitoso' })).toBeInTheDocument();
    await elapse(SUCCESS_CLOSES_AFTER_MS - 100);
    expect(onClose).not.toHaveBeenCalled();
    await elapse(200);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the change to give until tapped', async () => {
    const onClose = openResult(5000);
    expect(screen.getByRole('dialog', { name: 'Entregar cambio' })).toBeInTheDocument();
    await elapse(SUCCESS_CLOSES_AFTER_MS * 4);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a charge kept on this device (what waits to be sent is worth reading)', async () => {
    const queued = openResult(0, true);
    await elapse(SUCCESS_CLOSES_AFTER_MS * 2);
    expect(queued).not.toHaveBeenCalled();
  });

  it('stays while a person reaches for it', async () => {
    const onClose = openResult(0);
    fireEvent.pointerDown(screen.getByText(/^Pagado /));
    await elapse(SUCCESS_CLOSES_AFTER_MS * 2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
