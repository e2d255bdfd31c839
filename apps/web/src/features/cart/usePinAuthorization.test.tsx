import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api';
import { useOutboxStatus } from '../../app/outbox/outboxStatus';
import { Providers } from '../../app/providers';
import { fakeApi } from '../../test/fakeApi';
import { usePinAuthorization } from './usePinAuthorization';

/** A screen that runs `action` through the PIN authorization, as removing a sent line does. */
function Harness({ action, onDone }: { action(pin?: string): Promise<void>; onDone(done: boolean): void }) {
  const pin = usePinAuthorization();
  return (
    <>
      <button type="button" onClick={() => void pin.authorize(action).then(onDone)}>
        Quitar
      </button>
      {pin.dialog}
    </>
  );
}

async function enter(dialog: HTMLElement, pin: string) {
  for (const digit of pin) await userEvent.click(within(dialog).getByRole('button', { name: digit }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

describe('an authorizing PIN without the server', () => {
  it('is never checked on the device: the dialog says it needs the connection, and works once it is back', async () => {
    const routes: Parameters<typeof fakeApi>[0] = { 'GET /general/now': 'network-error' };
    const server = fakeApi(routes);
    const action = vi.fn(async (pin?: string) => {
      if (!pin) throw new ApiError(403, 'PIN_REQUIRED', 'PIN required');
    });
    const onDone = vi.fn();
    render(
      <Providers env="test">
        <Harness action={action} onDone={onDone} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autorización' });

    act(() => useOutboxStatus.setState({ online: false }));
    await enter(dialog, '2222');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta acción necesita conexión para verificar el PIN',
    );
    // The PIN went nowhere: not to the action, so not into a queued write either.
    expect(action.mock.calls).toEqual([[]]);
    expect(server.callsTo('GET', '/general/now')).toHaveLength(1);

    routes['GET /general/now'] = { status: 200, body: { now: new Date().toISOString() } };
    act(() => useOutboxStatus.setState({ online: true }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await enter(dialog, '2222');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(action.mock.calls).toEqual([[], ['2222']]);
    expect(screen.queryByRole('dialog', { name: 'Autorización' })).not.toBeInTheDocument();
  });
});
