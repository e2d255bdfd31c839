import type { Table } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { busyTable, makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { tableOrder } from '../../test/orderFixtures';
import { enterTable } from '../table';

const waiter = makeUser('mesero');
const categories = [
  { id: '0194c2a0-0000-7000-8000-000000000301', name: 'Bebidas', color: '#1c7ed6', productCount: 6 },
  { id: '0194c2a0-0000-7000-8000-000000000302', name: 'Postres', color: '#e64980', productCount: 1 },
];

function openMenu(table: Table, justOccupied: boolean, user = waiter, routes = {}) {
  enterTable(table.id, justOccupied);
  return openFloor(user, {
    tables: [table, makeTable(9)],
    path: ['/pos', '/menu/home'],
    routes: {
      'GET /menu/categories': { status: 200, body: categories },
      [`GET /tables/${table.id}/order`]: { status: 200, body: tableOrder(table.id) },
      ...routes,
    },
  });
}

describe('menu shell', () => {
  it('shows the table, the breadcrumb, the categories and the empty order', async () => {
    openMenu(busyTable(3, waiter, 4), true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa 3' })).toBeInTheDocument();
    expect(screen.getByLabelText('4 personas')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ubicación' });
    expect(within(trail).getByRole('button', { name: 'POS' })).toBeInTheDocument();
    expect(within(trail).getByText('Menú')).toHaveAttribute('aria-current', 'page');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bebidas6 productos', 'Postres1 producto']);
    expect(screen.getByRole('region', { name: 'Pedido · Mesa 3' })).toHaveTextContent('Sin productos todavía');
  });

  it('frees a table it just took when leaving without an order', async () => {
    const table = busyTable(3, waiter, 4);
    const { server, app } = openMenu(table, true, waiter, {
      [`POST /tables/${table.id}/release`]: { status: 200, body: makeTable(3, { version: 3 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(app.pathname()).toBe('/pos'));
    expect(server.callsTo('POST', `/tables/${table.id}/release`)).toHaveLength(1);
    expect(localStorage.getItem('table')).toBeNull();
  });

  it('leaves a table it did not take just now as it is, also through the logo', async () => {
    const table = busyTable(3, waiter, 4);
    const { server, app } = openMenu(table, false);
    // An icon alone: its name is also its tooltip.
    await userEvent.hover(await screen.findByRole('button', { name: 'Volver al POS' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Volver al POS');
    await userEvent.click(screen.getByRole('button', { name: 'Volver al POS' }));
    await waitFor(() => expect(app.pathname()).toBe('/pos'));
    expect(server.calls.filter((call) => call.path.endsWith('/release'))).toHaveLength(0);
  });

  it('keeps a table that has an order', async () => {
    const table = busyTable(3, waiter, 4, { currentOrderId: '0194c2a0-0000-7000-8000-000000000401' });
    const { server, app } = openMenu(table, true);
    await userEvent.click(await screen.findByRole('button', { name: 'POS' }));
    await waitFor(() => expect(app.pathname()).toBe('/pos'));
    expect(server.calls.filter((call) => call.path.endsWith('/release'))).toHaveLength(0);
  });

  it('offers the transfer to users with the transfer permission, and moves the current table with it', async () => {
    const table = busyTable(3, waiter, 4);
    openMenu(table, true, waiter, {
      'POST /tables/transfer': {
        status: 200,
        body: { source: makeTable(3, { version: 3 }), destination: busyTable(9, waiter, 4, { version: 2 }) },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Transferir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir Mesa 3' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Mesa de destino' }), 'Mesa 9 · libre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await within(dialog).findByText('Transferencia exitosa')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa 9' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('table')!)).toMatchObject({ justOccupied: true });
  });

  it('has no transfer for a user without the transfer permission', async () => {
    const customer = makeUser('Administrador');
    const noTransfer = {
      ...customer,
      securityPolitics: { ...customer.securityPolitics, tables: ['read' as const] },
    };
    openMenu(busyTable(3, noTransfer, 2), false, noTransfer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();
  });

  it('sends a terminal with no table back to the POS', async () => {
    const { app } = openFloor(waiter, { tables: [], path: '/menu/home' });
    await waitFor(() => expect(app.pathname()).toBe('/pos'));
  });
});
