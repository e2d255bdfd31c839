import type { SessionUser } from '@comandero/domain';
import { screen, within } from '@testing-library/react';
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
    expect(within(menu).getByRole('link', { name: 'Ir al POS' })).toHaveAttribute('href', '/pos');
    expect(within(menu).getByText(`Versión ${__APP_VERSION__}`)).toBeInTheDocument();
    expect(menu.closest('.mantine-AppShell-navbar')).not.toBeNull();
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
    await openSettings(makeUser('Administrador'), '/settings/inventory');
    expect(screen.getByText('Demo Restaurante')).toBeInTheDocument();
    expect(screen.getByText('COP')).toBeInTheDocument();
    expect(screen.getByText('Efectivo')).toBeInTheDocument();
    expect(screen.getByText('Bogotá, colombia')).toBeInTheDocument();
  });
});
