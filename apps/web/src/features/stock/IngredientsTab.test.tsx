import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fakeApi';
import { makeUser, SERVICES_UP } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';
import { ingredientRow, movementRow, pageOf, stockId } from './stockFixtures';

const admin = makeUser('Administrador');
const carne = ingredientRow({});
const pan = ingredientRow({
  id: stockId(502),
  name: 'Pan',
  unit: 'unit',
  quantity: 2000,
  stockMinimum: 5000,
  lowStock: true,
  cost: 800 as never,
});
const leche = ingredientRow({ id: stockId(503), name: 'Leche', unit: 'l', quantity: 1_500_000, stockMinimum: 0 });

function openIngredients(routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    ...SERVICES_UP,
    'POST /ingredients-stock/page': pageOf([carne, pan, leche]),
    'GET /locations': { status: 200, body: [{ id: stockId(900), name: 'Inventario por defecto', description: null }] },
    'POST /suppliers/page': pageOf([]),
    ...routes,
  });
  renderApp('/settings/inventory?tab=ingredients');
  return server;
}

describe('ingredients tab', () => {
  it('lists ingredients with stock in their unit, low stock styled, searched after 500 ms', async () => {
    const server = openIngredients();
    const list = await screen.findByRole('table', { name: 'Ingredientes' });
    const rowOf = (name: string) => within(list).getByText(name).closest('tr')!;
    expect(within(rowOf('Carne')).getByText('10000 g')).toBeInTheDocument();
    expect(within(rowOf('Leche')).getByText('1,5 l')).toBeInTheDocument();
    expect(rowOf('Pan')).toHaveAttribute('data-state', 'low-stock');
    expect(within(rowOf('Pan')).getByText('Stock bajo')).toBeInTheDocument();
    expect(within(rowOf('Pan')).getByText('2 und')).toBeInTheDocument();
    expect(screen.getByText('3 registros')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'car');
    await waitFor(
      () =>
        expect(server.callsTo('POST', '/ingredients-stock/page').at(-1)!.body).toMatchObject({
          filters: { name: 'car' },
        }),
      { timeout: 2000 },
    );
  });

  it('validates and creates an ingredient, recording its initial stock as a movement', async () => {
    const created = ingredientRow({ id: stockId(510), name: 'Queso', quantity: 0 });
    const server = openIngredients({
      'POST /ingredients-stock': { status: 201, body: created },
      'POST /movements': { status: 201, body: [movementRow({ type: 'Entrada - Ajuste' })] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo ingrediente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ingrediente' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Qu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Seleccione una unidad')).toBeInTheDocument();
    expect(server.callsTo('POST', '/ingredients-stock')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'eso');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Unidad/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'kilogramos (kg)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Cantidad inicial/ }), '2,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(server.callsTo('POST', '/ingredients-stock')).toHaveLength(1));
    expect(server.callsTo('POST', '/ingredients-stock')[0]!.body).toMatchObject({
      name: 'Queso',
      unit: 'kg',
      stockMinimum: 0,
    });
    await waitFor(() => expect(server.callsTo('POST', '/movements')).toHaveLength(1));
    expect(server.callsTo('POST', '/movements')[0]!.body).toMatchObject({
      type: 'Entrada - Ajuste',
      items: [{ ingredientId: created.id, quantity: 2_500_000 }],
    });
  });

  it('edits with the unit and quantity locked, shows its movements, and deletes after confirming', async () => {
    const server = openIngredients({
      [`POST /ingredients-stock/${carne.id}/movements`]: pageOf([movementRow({})]),
      [`PUT /ingredients-stock/${carne.id}`]: { status: 200, body: carne },
      [`DELETE /ingredients-stock/${carne.id}`]: [apiError(409, 'ERROR_REMOVE_RELATION'), { status: 204 }],
    });
    const list = await screen.findByRole('table', { name: 'Ingredientes' });
    await userEvent.click(within(list).getByRole('button', { name: 'Editar Carne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Carne' });
    expect(within(dialog).getByRole('combobox', { name: /Unidad/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Cantidad/ })).toHaveValue('10000 g');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Movimientos' }));
    expect(await within(dialog).findByText('Salida - Venta')).toBeInTheDocument();
    expect(within(dialog).getByText('-450 g')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Información' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PUT', `/ingredients-stock/${carne.id}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/ingredients-stock/${carne.id}`)[0]!.body).not.toHaveProperty('unit');

    await userEvent.click(within(list).getByRole('button', { name: 'Eliminar Carne' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('El registro no se puede eliminar, está asociado a productos')).toBeInTheDocument();
  });
});
