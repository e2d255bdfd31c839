import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SERVED_LINES, SETTINGS, servedTable } from '../../test/checkoutFixtures';
import { busyTable, makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { BURGER, orderLine, tableOrder } from '../../test/orderFixtures';

const caja = makeUser('Caja', { allowedViews: ['tables'] });
const waiter = { id: '0194c2a0-0000-7000-8000-000000000012', name: 'Mario Mesero' };

async function shortcut(table: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${table}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

// The store outlives a test's storage: read again what the last test left (nothing).

describe('charging and merging from the floor', () => {
  it("offers 'Cerrar mesa' and 'Unir mesas' on a served table; the drawer waits for unsent lines", async () => {
    const table = servedTable(waiter);
    openFloor(caja, {
      tables: [table, makeTable(2)],
      routes: {
        'GET /checkout/settings': { status: 200, body: SETTINGS },
        [`GET /tables/${table.id}/order`]: {
          status: 200,
          body: tableOrder(table.id, [
            ...SERVED_LINES,
            orderLine(BURGER, { id: '0194c2a0-0000-7000-8000-000000000919' }),
          ]),
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Mesa 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Cerrar mesa' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Unir mesas' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar mesa' }));
    const drawer = await screen.findByRole('dialog', { name: 'Cerrar Mesa 1' });
    expect(
      await within(drawer).findByText('Hay productos sin enviar a cocina: envía la comanda antes de cerrar la mesa.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Cobrar' })).toBeDisabled();
  });

  it('merges a table into another with an order; a table without one is not offered', async () => {
    const source = servedTable(waiter);
    const destination = busyTable(4, waiter, 3, {
      currentOrderId: '0194c2a0-0000-7000-8000-000000000974',
      itemCount: 1,
    });
    const { server } = openFloor(caja, {
      tables: [source, makeTable(2), busyTable(3, waiter), destination],
      routes: { 'POST /tables/merge': { status: 200, body: tableOrder(destination.id, SERVED_LINES) } },
    });
    await shortcut('Mesa 1', 'Unir mesas');
    const dialog = await screen.findByRole('dialog', { name: 'Unir Mesa 1 a otra mesa' });
    const select = within(dialog).getByRole('combobox', { name: /Mesa de destino/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elija una mesa', 'Mesa 4 · atiende Mario Mesero']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unir mesas' }));
    expect(within(dialog).getByText('Elija la mesa de destino')).toBeInTheDocument();
    await userEvent.selectOptions(select, destination.id);
    expect(within(dialog).getByText(/Los productos de Mesa 1 pasan a Mesa 4/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unir mesas' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/tables/merge')[0]?.body).toEqual({
      sourceId: source.id,
      destinationId: destination.id,
    });
    expect(await screen.findByText('Mesa 1 se unió a Mesa 4')).toBeInTheDocument();
  });
});
