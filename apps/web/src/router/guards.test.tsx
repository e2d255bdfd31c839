import type { SessionUser } from '@comandero/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browser } from '../app/browser';
import { fakeApi } from '../test/fakeApi';
import { makeUser } from '../test/fixtures';
import { renderApp, signIn } from '../test/renderApp';

/** Signs `user` in and lets the server confirm the same user on /auth/me. */
function as(user: SessionUser) {
  signIn(user);
  return fakeApi({ 'GET /auth/me': { status: 200, body: { user } }, 'POST /auth/logout': { status: 204 } });
}

describe('route guards (spec 01 §2)', () => {
  it('sends a signed-out visitor to the login, from the index and from a protected page', async () => {
    fakeApi({ 'GET /auth/captcha': { status: 200, body: { enabled: false } } });
    const app = renderApp('/pos');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
  });

  it('lands an administrator on the admin view', async () => {
    as(makeUser('Administrador'));
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hola, Ana Administradora' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/viewAdmin');
  });

  it('compares the role lower-case', async () => {
    as(makeUser('Administrador', { role: { id: '0194c2a0-0000-7000-8000-000000000020', name: 'ADMINISTRADOR' } }));
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Hola, Ana Administradora' });
    expect(app.pathname()).toBe('/viewAdmin');
  });

  it('lands a waiter on the POS', async () => {
    as(makeUser('mesero'));
    const app = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Cambiar usuario' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/pos');
  });

  it('sends an unknown path to the landing of the role', async () => {
    as(makeUser('Caja', { allowedViews: ['tables'] }));
    const app = renderApp('/no/such/screen');
    await screen.findByRole('link', { name: 'Cambiar usuario' });
    expect(app.pathname()).toBe('/pos');
  });

  it('keeps a waiter out of the settings: /settings/users goes to /tables, then to the POS', async () => {
    as(makeUser('mesero'));
    const app = renderApp('/settings/users');
    await screen.findByRole('link', { name: 'Cambiar usuario' });
    expect(app.pathname()).toBe('/pos');
    expect(screen.queryByRole('heading', { name: 'Panel' })).not.toBeInTheDocument();
  });

  it('needs the settings view action itself, not any settings grant', async () => {
    const admin = makeUser('Administrador');
    as({ ...admin, securityPolitics: { ...admin.securityPolitics, settings: ['read', 'viewOption'] } });
    const app = renderApp('/settings');
    await screen.findByRole('link', { name: 'Cambiar usuario' });
    expect(app.pathname()).toBe('/pos');
  });

  it('keeps a waiter out of the admin view', async () => {
    as(makeUser('mesero'));
    const app = renderApp('/viewAdmin');
    await screen.findByRole('link', { name: 'Cambiar usuario' });
    expect(app.pathname()).toBe('/pos');
  });

  it('shows an administrator any other settings path inside the panel, with the default home view', async () => {
    as(makeUser('Administrador'));
    const app = renderApp('/settings/nowhere');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Panel de configuración' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú de configuración' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/settings/nowhere');
  });

  it('opens /settings_cashiers inside the panel for an administrator', async () => {
    as(makeUser('Administrador'));
    renderApp('/settings_cashiers');
    expect(await screen.findByRole('heading', { name: 'Cajas', level: 2 })).toBeInTheDocument();
  });

  it('redirects a signed-in user away from the login', async () => {
    as(makeUser('Administrador'));
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Hola, Ana Administradora' });
    expect(app.pathname()).toBe('/viewAdmin');
  });

  it('signs out to the login when the stored jwt contains undefined', async () => {
    fakeApi({ 'GET /auth/captcha': { status: 200, body: { enabled: false } } });
    signIn(makeUser('mesero'), 'undefined');
    const app = renderApp('/pos');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    expect(app.pathname()).toBe('/login');
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows a user without a branch the branch dialog, whose only way on is to sign out', async () => {
    const server = as(makeUser('mesero', { branch: null }));
    const app = renderApp('/');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Aún no tiene una sucursal asignada!');
    expect(app.pathname()).toBe('/not-allowed');
    await userEvent.click(screen.getAllByRole('button', { name: 'Cerrar sesión' }).at(-1)!);
    await waitFor(() => expect(browser.replaceWith).toHaveBeenCalledWith('/login'));
    expect(server.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('sends a role outside the allowed list to /not-allowed', async () => {
    as(makeUser('Cocinero'));
    const app = renderApp('/pos');
    expect(await screen.findByRole('heading', { name: 'Acceso no permitido' })).toBeInTheDocument();
    expect(screen.getByText('Su rol no tiene acceso a este punto de venta.')).toBeInTheDocument();
    expect(app.pathname()).toBe('/not-allowed');
  });

  it('sends an allowed user with a branch away from /not-allowed', async () => {
    as(makeUser('mesero'));
    const app = renderApp('/not-allowed');
    await screen.findByRole('link', { name: 'Cambiar usuario' });
    expect(app.pathname()).toBe('/pos');
  });
});
