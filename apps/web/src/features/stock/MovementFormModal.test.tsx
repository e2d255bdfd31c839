import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser, SERVICES_UP } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';
import { ingredientRow, movementRow, pageOf } from './stockFixtures';

const admin = makeUser('Administrador');
const carne = ingredientRow({});

async function openForm() {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    ...SERVICES_UP,
    'POST /movements/page': pageOf([]),
    'POST /suppliers/page': pageOf([]),
    'POST /users/page': pageOf([]),
    'POST /ingredients-stock/page': pageOf([carne], 15),
    'POST /movements': { status: 201, body: [movementRow({ type: 'Salida - Devolucion', orderNumber: 'OC-77' })] },
  });
  renderApp('/settings/inventory?tab=movements');
  await userEvent.click(await screen.findByRole('button', { name: 'Nuevo movimiento' }));
  const form = await screen.findByRole('dialog', { name: 'Nuevo movimiento' });
  return { server, form };
}

/** Issue 27 §11, spec 02 §4 and §5: the return-exit's order number, each item's purchase value required. */
describe('movement form as spec 02 describes it', () => {
  it('shows the order number field only for the return-exit type and sends it', async () => {
    const { server, form } = await openForm();
    expect(within(form).queryByRole('textbox', { name: 'Número de pedido' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('combobox', { name: /Tipo de movimiento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Salida - Devolucion' }));
    await userEvent.type(await within(form).findByRole('textbox', { name: 'Número de pedido' }), 'OC-77');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Agregar ítem' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carne' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Cantidad \(g\)/ }), '200');
    await userEvent.type(within(form).getByRole('textbox', { name: /Costo total/ }), '3000');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar movimiento' }));
    await waitFor(() => expect(server.callsTo('POST', '/movements')).toHaveLength(1));
    expect(server.callsTo('POST', '/movements')[0]!.body).toMatchObject({
      type: 'Salida - Devolucion',
      orderNumber: 'OC-77',
      items: [{ ingredientId: carne.id, quantity: 200_000, cost: 3000 }],
    });
  });

  it('requires each item’s purchase value before sending anything', async () => {
    const { server, form } = await openForm();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Agregar ítem' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carne' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Cantidad \(g\)/ }), '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar movimiento' }));
    expect(await within(form).findByText('Ingrese el valor de compra')).toBeInTheDocument();
    expect(server.callsTo('POST', '/movements')).toHaveLength(0);
  });
});
