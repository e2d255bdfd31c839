import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOutboxStatus } from '../../app/outbox/outboxStatus';
import { Providers } from '../../app/providers';
import { chooseLanguage } from '../../i18n';
import { acceptUpdate, offerUpdate, resetAppUpdate } from './appUpdate';
import { UpdatePrompt } from './UpdatePrompt';

const setPending = (pending: number) => act(() => useOutboxStatus.setState({ pending }));
const banner = () => screen.queryByRole('status', { name: 'Hay una nueva versión' });

function renderPrompt() {
  render(
    <Providers env="test">
      <UpdatePrompt />
    </Providers>,
  );
}

describe('the offer to reload to a new version', () => {
  afterEach(() => {
    resetAppUpdate();
    useOutboxStatus.setState({ pending: 0 });
  });

  it('shows at once when nothing waits to be sent, and the button switches versions', async () => {
    const activate = vi.fn();
    renderPrompt();
    expect(banner()).toBeNull();

    act(() => offerUpdate(activate));
    expect(await screen.findByRole('status', { name: 'Hay una nueva versión' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('waits while writes are unsent and shows once the last one is sent', async () => {
    const activate = vi.fn();
    setPending(3);
    renderPrompt();

    act(() => offerUpdate(activate));
    expect(banner()).toBeNull();
    setPending(1);
    expect(banner()).toBeNull();
    setPending(0);
    expect(await screen.findByRole('status', { name: 'Hay una nueva versión' })).toBeVisible();
    expect(activate).not.toHaveBeenCalled();
  });

  it('is withdrawn by a write made after the offer, and offered again once it is sent', async () => {
    const activate = vi.fn();
    renderPrompt();
    act(() => offerUpdate(activate));
    await screen.findByRole('status', { name: 'Hay una nueva versión' });

    setPending(1);
    expect(banner()).toBeNull();
    setPending(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Recargar' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('never switches while a write is pending, even if the button was already pressed', () => {
    const activate = vi.fn();
    act(() => offerUpdate(activate));
    useOutboxStatus.setState({ pending: 2 });
    expect(acceptUpdate()).toBe(false);
    expect(activate).not.toHaveBeenCalled();
  });

  it('can be put off: the version still waits and a later version is offered again', async () => {
    const activate = vi.fn();
    renderPrompt();
    act(() => offerUpdate(activate));
    await userEvent.click(await screen.findByRole('button', { name: 'Más tarde' }));
    expect(banner()).toBeNull();
    // A write sent meanwhile does not bring it back.
    setPending(1);
    setPending(0);
    expect(banner()).toBeNull();
    expect(activate).not.toHaveBeenCalled();

    act(() => offerUpdate(activate));
    expect(await screen.findByRole('status', { name: 'Hay una nueva versión' })).toBeVisible();
  });

  it('speaks English', async () => {
    await act(() => chooseLanguage('en'));
    renderPrompt();
    act(() => offerUpdate(vi.fn()));
    expect(await screen.findByRole('status', { name: 'A new version is available' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Later' })).toBeVisible();
  });
});
