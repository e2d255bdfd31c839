import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fakeApi';
import { makeUser, SERVICES_UP } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';
import { ingredientRow, movementRow, pageOf } from './stockFixtures';

const admin = makeUser('Administrador');
const carne = ingredientRow({});

function openMovements(routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    ...SERVICES_UP,
    'POST /movements/page': pageOf([movementRow({ observation: 'Orden 12' })]),
    'POST /suppliers/page': pageOf([]),
    'POST /users/page': pageOf([]),
    'POST /ingredients-stock/page': pageOf([carne], 15),
    ...routes,
  });
  renderApp('/settings/inventory?tab=movements');
  return server;
}

describe('movements tab', () => {
  it('lists the ledger, opens a read-only drawer and refuses a range of 90 days or more', async () => {
    const server = openMovements();
    const list = await screen.findByRole('table', { name: 'Movimientos' });
    const row = within(list).getByText('Salida - Venta').closest('tr')!;
    expect(within(row).getByText('-450 g')).toBeInTheDocument();
    expect(within(row).getByText('9550 g')).toBeInTheDocument();
    await userEvent.click(within(row).getByText('Carne'));
    const drawer = await screen.findByRole('dialog', { name: 'Movimiento' });
    expect(within(drawer).getByText('Orden 12')).toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar' }));

    const calls = server.callsTo('POST', '/movements/page').length;
    await userEvent.type(screen.getByLabelText('Desde'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('Hasta'), '2026-06-01');
    expect(await screen.findByText(/ERROR FILTER/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/movements/page').length).toBeLessThanOrEqual(calls + 1);
  });

  it('shows the server’s NOT SELECTED without items, then records an item in the ingredient’s unit', async () => {
    const server = openMovements({
      'POST /movements': [apiError(400, 'NOT_SELECTED'), { status: 201, body: [movementRow({})] }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo movimiento' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo movimiento' });
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar movimiento' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('NOT SELECTED');
    expect(server.callsTo('POST', '/movements')[0]!.body).toMatchObject({ type: 'Entrada - Ajuste', items: [] });

    await userEvent.click(within(form).getByRole('combobox', { name: 'Agregar ítem' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carne' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Cantidad \(g\)/ }), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar movimiento' }));
    expect(await within(form).findByText('Ingrese una cantidad válida en g')).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: /Cantidad \(g\)/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Cantidad \(g\)/ }), '1500,5');
    await userEvent.type(within(form).getByRole('textbox', { name: /Costo total/ }), '4500');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar movimiento' }));
    await waitFor(() => expect(server.callsTo('POST', '/movements')).toHaveLength(2));
    expect(server.callsTo('POST', '/movements')[1]!.body).toMatchObject({
      items: [{ ingredientId: carne.id, quantity: 1_500_500, decrease: false }],
    });
  });
});
