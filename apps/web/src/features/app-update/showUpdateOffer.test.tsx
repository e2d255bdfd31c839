import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOutboxStatus } from '../../app/outbox/outboxStatus';
import { chooseLanguage } from '../../i18n';
import { acceptUpdate, resetAppUpdate } from './appUpdate';
import { showUpdateOffer } from './showUpdateOffer';

const setPending = (pending: number) => act(() => useOutboxStatus.setState({ pending }));
const banner = () => screen.queryByRole('status', { name: 'Hay una nueva versión' });

/** What the page does when a new version waits: the banner mounts on its own root, outside the app. */
const offerUpdate = (activate: () => void) => act(() => showUpdateOffer(activate));

describe('the offer to reload to a new version', () => {
  afterEach(() => {
    act(() => {
      resetAppUpdate();
      useOutboxStatus.setState({ pending: 0 });
    });
  });

  it('shows at once when nothing waits to be sent, and the button switches versions', async () => {
    const activate = vi.fn();
    expect(banner()).toBeNull();

    offerUpdate(activate);
    expect(await screen.findByRole('status', { name: 'Hay una nueva versión' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('waits while writes are unsent and shows once the last one is sent', async () => {
    const activate = vi.fn();
    setPending(3);

    offerUpdate(activate);
    expect(banner()).toBeNull();
    setPending(1);
    expect(banner()).toBeNull();
    setPending(0);
    expect(await screen.findByRole('status', { name: 'Hay una nueva versión' })).toBeVisible();
    expect(activate).not.toHaveBeenCalled();
  });

  it('is withdrawn by a write made after the offer, and offered again once it is sent', async () => {
    const activate = vi.fn();
    offerUpdate(activate);
    await screen.findByRole('status', { name: 'Hay una nueva versión' });

    setPending(1);
    expect(banner()).toBeNull();
    setPending(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Recargar' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('never switches while a write is pending, even if the button was already pressed', () => {
    const activate = vi.fn();
    offerUpdate(activate);
    useOutboxStatus.setState({ pending: 2 });
    expect(acceptUpdate()).toBe(false);
    expect(activate).not.toHaveBeenCalled();
  });

  it('can be put off: the version still waits and a later version is offered again', async () => {
    const activate = vi.fn();
    offerUpdate(activate);
    await userEvent.click(await screen.findByRole('button', { name: 'Más tarde' }));
    expect(banner()).toBeNull();
    // A write sent meanwhile does not bring it back.
    setPending(1);
    setPending(0);
    expect(banner()).toBeNull();
    expect(activate).not.toHaveBeenCalled();

    offerUpdate(activate);
    expect(await screen.findByRole('status', { name: 'Hay una nueva versión' })).toBeVisible();
  });

  it('speaks English', async () => {
    await act(() => chooseLanguage('en'));
    offerUpdate(vi.fn());
    expect(await screen.findByRole('status', { name: 'A new version is available' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Later' })).toBeVisible();
  });
});
