import type { SessionUser } from '@comandero/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

async function openSettings(user: SessionUser, path = '/settings') {
  signIn(user);
  fakeApi({ 'GET /auth/me': { status: 200, body: { user } } });
  renderApp(path);
  await screen.findByRole('heading', { name: 'Panel' });
}

function narrowWindow() {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: query === '(max-width: 720px)' });
  return () => {
    window.matchMedia = wide;
  };
}

describe('settings panel frame', () => {
  it('has a header with the title Panel, a POS button and a sign-out button', async () => {
    await openSettings(makeUser('Administrador'));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Ir al POS' })).toHaveAttribute('href', '/pos');
    expect(within(header).getAllByRole('button', { name: 'Cerrar sesión' }).length).toBeGreaterThan(0);
  });

  it('gives an administrator the side menu, with a logo to the POS and the app version', async () => {
    await openSettings(makeUser('Administrador'));
    const menu = screen.getByRole('navigation', { name: 'Menú de configuración' });
    expect(within(menu).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('link', { name: 'Comandero POS, Ir al POS' })).toHaveAttribute('href', '/pos');
    expect(within(menu).getByText(`Versión ${__APP_VERSION__}`)).toBeInTheDocument();
    expect(menu.closest('.mantine-AppShell-navbar')).not.toBeNull();
  });

  it('lists every entry of the spec, its reports and products groups, and help', async () => {
    await openSettings(makeUser('Administrador'), '/settings/tips');
    const menu = screen.getByRole('navigation', { name: 'Menú de configuración' });
    for (const [name, href] of [
      ['Facturación', '/settings/billing'],
      ['Impresoras', '/settings/printers'],
      ['Usuarios', '/settings/users'],
      ['Cajas', '/settings_cashiers'],
      ['Compras', '/settings/purchases'],
      ['Gastos', '/settings/expenses'],
      ['Mermas', '/settings/trashes'],
      ['Preferencias', '/settings/preferences'],
      ['Mesas', '/settings/tables'],
      ['Ayuda', '/help'],
      // The reports group opens on its own page's entry.
      ['Propinas', '/settings/tips'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('link', { name: 'Propinas' })).toHaveAttribute('data-active', 'true');
    expect(within(menu).getByRole('button', { name: 'Productos' })).toBeInTheDocument();
  });

  it("offers 'Reiniciar POS' only where the server says so, behind 'sure / reset POS'", async () => {
    signIn(makeUser('Administrador'));
    const status = { core: { available: true }, db: { available: true }, offersPosReset: true };
    fakeApi({
      'GET /auth/me': { status: 200, body: { user: makeUser('Administrador') } },
      'GET /general/status': { status: 200, body: status },
    });
    renderApp('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Reiniciar POS' }));
    expect(await screen.findByRole('dialog', { name: '¿Estás seguro?' })).toBeInTheDocument();
  });

  it("hides 'Reiniciar POS' in production", async () => {
    signIn(makeUser('Administrador'));
    const status = { core: { available: true }, db: { available: true }, offersPosReset: false };
    fakeApi({
      'GET /auth/me': { status: 200, body: { user: makeUser('Administrador') } },
      'GET /general/status': { status: 200, body: status },
    });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Panel' });
    expect(screen.queryByRole('button', { name: 'Reiniciar POS' })).not.toBeInTheDocument();
  });

  it('lays the menu out horizontally when the window is 720 px or narrower', async () => {
    const restore = narrowWindow();
    try {
      await openSettings(makeUser('Administrador'));
      const menu = screen.getByRole('navigation', { name: 'Menú de configuración' });
      expect(menu.closest('.mantine-AppShell-navbar')).toBeNull();
      expect(menu.closest('main')).not.toBeNull();
    } finally {
      restore();
    }
  });

  it('shows no side menu to a role other than administrador', async () => {
    await openSettings(makeUser('Super Admin'));
    expect(screen.getByRole('heading', { name: 'Panel de configuración' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú de configuración' })).not.toBeInTheDocument();
  });

  it("shows the branch's data in the default home view", async () => {
    await openSettings(makeUser('Administrador'), '/settings/anything');
    expect(screen.getByText('Demo Restaurante')).toBeInTheDocument();
    expect(screen.getByText('COP')).toBeInTheDocument();
    expect(screen.getByText('Efectivo')).toBeInTheDocument();
    expect(screen.getByText('Bogotá, colombia')).toBeInTheDocument();
  });
});
