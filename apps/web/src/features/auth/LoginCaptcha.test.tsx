import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const widgetReset = vi.hoisted(() => vi.fn());

// The real widget solves a proof of work in workers; the form only needs its element, events and reset().
vi.mock('altcha', () => {
  class FakeAltchaWidget extends HTMLElement {
    reset() {
      widgetReset();
    }
  }
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaWidget);
  return {};
});
vi.mock('altcha/i18n/es-es', () => ({}));

const CAPTCHA_ON = { 'GET /auth/captcha': { status: 200, body: { enabled: true } } };

async function openLoginWithCaptcha(routes: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ ...CAPTCHA_ON, ...routes });
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: 'Iniciar Sesión' });
  await waitFor(() => expect(view.container.querySelector('altcha-widget')).not.toBeNull());
  await userEvent.type(screen.getByLabelText(/Usuario/), 'admin@demo.pos');
  await userEvent.type(screen.getByLabelText(/Contraseña/), 'admin1234');
  return { server, widget: view.container.querySelector('altcha-widget')! };
}

const solve = (widget: Element, payload: string) =>
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));

describe('login with the human check on', () => {
  it('shows the ALTCHA challenge from the server, in dark theme', async () => {
    const { widget } = await openLoginWithCaptcha();
    expect(widget).toHaveAttribute('challenge', '/api/auth/captcha/challenge');
    expect((widget as HTMLElement).style.colorScheme).toBe('dark');
  });

  it('does not send the login until the challenge is solved', async () => {
    const { server } = await openLoginWithCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La verificación humana falló, inténtelo de nuevo');
    expect(server.callsTo('POST', '/auth/login')).toHaveLength(0);
  });

  it('sends the solved payload, and on a refused proof says so and resets the challenge', async () => {
    const { server, widget } = await openLoginWithCaptcha({ 'POST /auth/login': apiError(400, 'CAPTCHA_INVALID') });
    act(() => solve(widget, 'solved-proof'));
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La verificación humana falló, inténtelo de nuevo');
    expect(server.callsTo('POST', '/auth/login')[0]?.body).toEqual({
      identifier: 'admin@demo.pos',
      password: 'admin1234',
      captcha: 'solved-proof',
    });
    expect(widgetReset).toHaveBeenCalledTimes(1);
  });
});
