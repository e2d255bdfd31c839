import type { SessionUser } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browser } from '../../app/browser';
import { makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';

async function openPos(user: SessionUser, path = '/pos') {
  const { server, app } = openFloor(user, { tables: [makeTable(1)], path });
  await screen.findByRole('banner');
  return { server, app };
}

/** The POS views' tabs (the floor has its own tabs, one per room). */
const tabNames = () => {
  const views = screen.queryByRole('tablist', { name: 'Vistas del POS' });
  return views
    ? within(views)
        .getAllByRole('tab')
        .map((tab) => tab.textContent)
    : [];
};

describe('POS frame', () => {
  it('shows the user, role, branch and "Sin caja" when no cashier is assigned', async () => {
    await openPos(makeUser('mesero'));
    const bar = screen.getByRole('banner');
    expect(within(bar).getAllByText('Mario Mesero').length).toBeGreaterThan(0);
    expect(within(bar).getAllByText('Mesero').length).toBeGreaterThan(0);
    expect(within(bar).getAllByText('Principal').length).toBeGreaterThan(0);
    expect(within(bar).getAllByText('Sin caja').length).toBeGreaterThan(0);
  });

  it("shows the open cashier's name instead of 'Sin caja'", async () => {
    const caja1 = { id: '0194c2a0-0000-7000-8000-0000000000c1', name: 'Caja 1' };
    const user = makeUser('Caja', { allowedViews: ['tables'], cashier: caja1 });
    openFloor(user, {
      tables: [makeTable(1)],
      routes: {
        'GET /cashiers/mine': {
          status: 200,
          body: [
            {
              ...caja1,
              users: [{ id: user.id, name: user.name }],
              createdAt: '2026-01-15T12:00:00.000Z',
              openMovementId: '0194c2a0-0000-7000-8000-0000000000d1',
            },
          ],
        },
      },
    });
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByRole('button', { name: 'Caja: Caja 1' })).toBeInTheDocument();
    expect(screen.queryByText('Sin caja')).not.toBeInTheDocument();
  });

  it('shows no cashier menu to a cashier without a cashier assigned', async () => {
    await openPos(makeUser('Caja', { allowedViews: ['tables'] }));
    expect(screen.queryByRole('button', { name: /^Caja:/ })).not.toBeInTheDocument();
  });

  it('gives an administrator the admin panel and settings buttons, and a waiter neither', async () => {
    await openPos(makeUser('Administrador'));
    expect(screen.getByRole('link', { name: 'Panel de administración' })).toHaveAttribute('href', '/viewAdmin');
    await userEvent.click(await screen.findByRole('button', { name: 'Menú de configuración' }));
    expect(await screen.findByRole('menuitem', { name: 'Configuración' })).toHaveAttribute('href', '/settings');
  });

  it('hides the admin panel and settings buttons from a waiter', async () => {
    await openPos(makeUser('mesero'));
    expect(screen.queryByRole('link', { name: 'Panel de administración' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menú de configuración' })).not.toBeInTheDocument();
  });

  it('shows one tab per POS view of the user', async () => {
    await openPos(makeUser('Administrador'));
    await screen.findByRole('tablist', { name: 'Vistas del POS' });
    expect(tabNames()).toEqual(['Mesas', 'Autoservicio', 'Domicilios']);
  });

  it('shows a waiter the floor itself: one view needs no tab that does nothing', async () => {
    await openPos(makeUser('mesero'));
    expect(await screen.findByRole('region', { name: 'Mesas de Salón Principal' })).toBeInTheDocument();
    expect(tabNames()).toEqual([]);
  });

  it('opens the tab named by ?mainTab=', async () => {
    await openPos(makeUser('Administrador'), '/pos?mainTab=3');
    expect(await screen.findByRole('tab', { name: 'Domicilios' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'En curso' })).toBeInTheDocument();
  });

  it('switches tabs through the address', async () => {
    const { app } = await openPos(makeUser('Administrador'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Autoservicio' }));
    expect(app.router.state.location.search).toBe('?mainTab=2');
    expect(await screen.findByRole('heading', { name: 'Pedido de autoservicio' })).toBeInTheDocument();
  });

  it('ignores a ?mainTab= the user may not see', async () => {
    await openPos(makeUser('mesero'), '/pos?mainTab=3');
    expect(await screen.findByRole('region', { name: 'Mesas de Salón Principal' })).toBeInTheDocument();
  });

  it('tells a cashier without POS views what is missing', async () => {
    await openPos(makeUser('Caja'));
    expect(tabNames()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Sin vistas del POS' })).toBeInTheDocument();
  });

  it('signs out: ends the session on the server, clears the stored state and reloads to /login', async () => {
    const { server } = await openPos(makeUser('mesero'));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(browser.replaceWith).toHaveBeenCalledWith('/login'));
    expect(server.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(server.callsTo('POST', '/auth/logout')[0]?.headers.get('authorization')).toBe(
      'Bearer header.payload.signature',
    );
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
