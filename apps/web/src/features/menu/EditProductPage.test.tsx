import { money } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/fakeApi';
import { makeTable } from '../../test/fixtures';
import { openMenuAt } from '../../test/menuServer';
import { orderLine, PIZZA, tableOrder } from '../../test/orderFixtures';

const TABLE_ID = makeTable(3).id;
const [personal, mediana] = PIZZA.sizes;
const [mushrooms, olives] = PIZZA.extrasGroups[0]!.options;
const pizzaLine = orderLine(PIZZA, {
  size: { id: mediana!.id, name: 'Mediana', priceDelta: money(16000) },
  extras: [
    {
      groupId: PIZZA.extrasGroups[0]!.id,
      optionId: mushrooms!.id,
      name: mushrooms!.name,
      price: money(3000),
      quantity: 1,
    },
  ],
  unitPrice: money(41000),
  note: 'bien tostada',
  version: 4,
});
const path = `/tables/${TABLE_ID}/lines/${pizzaLine.id}`;

describe('edit product', () => {
  it('starts from the line and updates everything of an unsent line', async () => {
    const { server, app } = openMenuAt(`/menu/editProduct/${pizzaLine.id}`, {
      order: tableOrder(TABLE_ID, [pizzaLine]),
      routes: { [`PUT ${path}`]: { status: 200, body: tableOrder(TABLE_ID, [{ ...pizzaLine, version: 5 }]) } },
    });
    expect(await screen.findByRole('radio', { name: 'Mediana $38.000' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Champiñones +$3.000' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: 'Nota para la cocina' })).toHaveValue('bien tostada');
    const trail = screen.getByRole('navigation', { name: 'Ubicación' });
    expect(await within(trail).findByText('Pizza margarita')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Personal $22.000' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aceitunas +$2.500' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(app.pathname()).toBe('/menu/home'));
    expect(server.callsTo('PUT', path)[0]!.body).toEqual({
      sizeId: personal!.id,
      extras: [
        { optionId: mushrooms!.id, quantity: 1 },
        { optionId: olives!.id, quantity: 1 },
      ],
      quantity: 2,
      note: 'bien tostada',
      version: 4,
    });
  });

  it('lets a sent line change only its quantity, and asks a PIN to lower it when the server says so', async () => {
    const sent = { ...pizzaLine, quantity: 2, sentQuantity: 2, commandSent: true };
    const { server } = openMenuAt(`/menu/editProduct/${sent.id}`, {
      order: tableOrder(TABLE_ID, [sent]),
      routes: {
        [`PUT ${path}`]: [apiError(403, 'PIN_REQUIRED'), { status: 200, body: tableOrder(TABLE_ID, [sent]) }],
      },
    });
    expect(await screen.findByText('Ya se envió a cocina: solo puede cambiar la cantidad.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Personal $22.000' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Aceitunas +$2.500' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Nota para la cocina' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Disminuir cantidad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    const pinDialog = await screen.findByRole('dialog', { name: 'Autorización' });
    for (const digit of '1234') await userEvent.click(within(pinDialog).getByRole('button', { name: digit }));
    await userEvent.click(within(pinDialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Pizza margarita actualizado')).toBeInTheDocument();
    expect(server.callsTo('PUT', path).map((call) => call.body)).toEqual([
      { quantity: 1, version: 4 },
      { quantity: 1, version: 4, pin: '1234' },
    ]);
  });

  it('says so when the line is no longer in the order', async () => {
    openMenuAt(`/menu/editProduct/${pizzaLine.id}`, { order: tableOrder(TABLE_ID, []) });
    expect(await screen.findByText('Este producto ya no está en el pedido')).toBeInTheDocument();
  });
});
