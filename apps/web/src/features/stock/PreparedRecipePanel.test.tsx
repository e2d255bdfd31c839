import { money, type PreparedRecipe, type ProductionResult } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';
import { ingredientRow, movementRow, pageOf, stockId } from './stockFixtures';

const admin = makeUser('Administrador');
const tomate = ingredientRow({ id: stockId(511), name: 'Tomate', unit: 'kg', quantity: 10_000_000 });
const cebolla = ingredientRow({ id: stockId(512), name: 'Cebolla', unit: 'kg', quantity: 300_000 });
const ajo = ingredientRow({ id: stockId(514), name: 'Ajo', unit: 'g', quantity: 50_000 });
const salsa = ingredientRow({ id: stockId(513), name: 'Salsa de la casa', unit: 'l', quantity: 0, prepared: true });
// 1 l is made from 800 g tomate and 200 g cebolla.
const recipe: PreparedRecipe = {
  yieldQuantity: 1_000_000,
  unit: 'l',
  lines: [
    { ingredientId: tomate.id, ingredientName: 'Tomate', unit: 'kg', quantity: 800_000, stock: 10_000_000 },
    { ingredientId: cebolla.id, ingredientName: 'Cebolla', unit: 'kg', quantity: 200_000, stock: 300_000 },
  ],
  computedUnitCost: money(3800),
};

function openSalsa(routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'POST /ingredients-stock/page': pageOf([ajo, cebolla, salsa, tomate]),
    'GET /locations': { status: 200, body: [{ id: stockId(900), name: 'Inventario por defecto', description: null }] },
    'POST /suppliers/page': pageOf([]),
    [`GET /ingredients-stock/${salsa.id}/recipe`]: { status: 200, body: recipe },
    ...routes,
  });
  renderApp('/settings/inventory?tab=ingredients');
  return server;
}

async function recipeTab() {
  const list = await screen.findByRole('table', { name: 'Ingredientes' });
  const row = within(list).getByText('Salsa de la casa').closest('tr')!;
  expect(within(row).getByText('Preparado')).toBeInTheDocument();
  expect(within(within(list).getByText('Tomate').closest('tr')!).queryByText('Preparado')).not.toBeInTheDocument();
  await userEvent.click(within(list).getByRole('button', { name: 'Editar Salsa de la casa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar Salsa de la casa' });
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Receta' }));
  await within(dialog).findByText('Costo calculado: $3.800 / l');
  return dialog;
}

describe('prepared ingredient recipe', () => {
  it('shows the batch and its cost per unit, checks the yield, and saves yield and lines in their units', async () => {
    const server = openSalsa({
      [`PUT /ingredients-stock/${salsa.id}/recipe`]: { status: 200, body: { ...recipe, yieldQuantity: 2_000_000 } },
    });
    const dialog = await recipeTab();
    const yieldBox = within(dialog).getByRole('textbox', { name: 'Rinde por tanda (litros)' });
    expect(yieldBox).toHaveValue('1');
    const quantities = within(dialog).getAllByRole('textbox', { name: 'Cantidad (kilogramos)' });
    expect(quantities.map((box) => (box as HTMLInputElement).value)).toEqual(['0,8', '0,2']);
    expect(within(dialog).getByText('Stock: 0,3 kg')).toBeInTheDocument();

    await userEvent.clear(yieldBox);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar receta' }));
    expect(await within(dialog).findByText('Indique cuánto rinde una tanda')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/ingredients-stock/${salsa.id}/recipe`)).toHaveLength(0);
    // Edited and not saved: producing waits for the save.
    expect(within(dialog).getByRole('button', { name: 'Producir' })).toBeDisabled();

    await userEvent.type(yieldBox, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar Cebolla' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar receta' }));
    await waitFor(() => expect(server.callsTo('PUT', `/ingredients-stock/${salsa.id}/recipe`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/ingredients-stock/${salsa.id}/recipe`)[0]!.body).toEqual({
      yieldQuantity: 2_000_000,
      lines: [{ ingredientId: tomate.id, quantity: 800_000 }],
    });
  });

  it('does not offer the ingredient itself nor one already in the batch', async () => {
    openSalsa();
    const dialog = await recipeTab();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Agregar ingrediente' }));
    await screen.findByRole('option', { name: 'Ajo' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ajo']);
    await userEvent.click(screen.getByRole('option', { name: 'Ajo' }));
    expect(within(dialog).getByRole('textbox', { name: 'Cantidad (gramos)' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Producir' })).toBeDisabled();
  });

  it('produces after confirming what it takes, and shows the result and the new stock', async () => {
    const made: ProductionResult = {
      ingredient: { ...salsa, quantity: 2_500_000 },
      movements: [
        movementRow({
          id: stockId(721),
          type: 'Salida - Producción',
          name: 'Tomate',
          unit: 'kg',
          amountEntered: -2_000_000,
        }),
        movementRow({
          id: stockId(722),
          type: 'Salida - Producción',
          name: 'Cebolla',
          unit: 'kg',
          amountEntered: -500_000,
        }),
        movementRow({
          id: stockId(723),
          type: 'Entrada - Producción',
          name: 'Salsa de la casa',
          unit: 'l',
          amountEntered: 2_500_000,
          cost: money(9500),
        }),
      ],
    };
    const server = openSalsa({
      [`POST /ingredients-stock/${salsa.id}/produce`]: [
        apiError(409, 'NEGATIVE_STOCK', { name: 'Cebolla' }),
        { status: 201, body: made },
      ],
    });
    const dialog = await recipeTab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Producir' }));
    const produce = await screen.findByRole('dialog', { name: 'Producir Salsa de la casa' });
    expect(within(produce).getByText('Una tanda rinde 1 l')).toBeInTheDocument();
    await userEvent.click(within(produce).getByRole('button', { name: 'Continuar' }));
    expect(await within(produce).findByText('Cantidad requerida')).toBeInTheDocument();

    await userEvent.type(within(produce).getByRole('textbox', { name: 'Cantidad a producir (litros)' }), '2,5');
    await userEvent.click(within(produce).getByRole('button', { name: 'Continuar' }));
    const takes = within(produce).getByRole('table', { name: 'Descuenta' });
    const rowOf = (name: string) => within(takes).getByText(name).closest('tr')!;
    expect(within(rowOf('Tomate')).getByText('2 kg')).toBeInTheDocument();
    expect(within(rowOf('Tomate')).getByText('8 kg')).toBeInTheDocument();
    // 0.3 kg of cebolla less 0.5 kg: below zero, shown before producing.
    expect(within(rowOf('Cebolla')).getByText('-0,2 kg')).toBeInTheDocument();
    expect(server.callsTo('POST', `/ingredients-stock/${salsa.id}/produce`)).toHaveLength(0);

    await userEvent.click(within(produce).getByRole('button', { name: 'Sí, producir 2,5 l' }));
    expect(
      await within(produce).findByText('No hay stock suficiente de Cebolla; la sucursal no permite stock bajo cero'),
    ).toBeInTheDocument();
    await userEvent.click(within(produce).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(produce).getByRole('button', { name: 'Sí, producir 2,5 l' }));
    expect(await within(produce).findByText('Se produjeron 2,5 l de Salsa de la casa')).toBeInTheDocument();
    expect(within(produce).getByText('Stock nuevo: 2,5 l')).toBeInTheDocument();
    expect(within(produce).getByText('+2,5 l')).toBeInTheDocument();
    expect(within(produce).getByText('-2 kg')).toBeInTheDocument();
    expect(server.callsTo('POST', `/ingredients-stock/${salsa.id}/produce`).map((call) => call.body)).toEqual([
      { quantity: 2_500_000 },
      { quantity: 2_500_000 },
    ]);
  });
});
