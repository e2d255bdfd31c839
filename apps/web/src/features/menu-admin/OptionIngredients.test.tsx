import type { ExtrasGroupAdmin, IngredientLines } from '@comandero/domain';
import { money } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

// An extras option's own ingredient lines (issue 17), edited from the extras group editor.

const admin = makeUser('Administrador');
const id = (n: number) => `0194c2a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

const QUESO_EXTRA = id(41);
const CHEDDAR = id(501);
const TOCINETA = id(502);

const adiciones: ExtrasGroupAdmin = {
  id: id(40),
  idCloud: null,
  name: 'Adiciones',
  price: money(0),
  min: 1,
  max: 0,
  isRequired: false,
  allowMultiple: true,
  options: [{ id: QUESO_EXTRA, productId: null, name: 'Queso extra', price: money(3000), quantity: 1, sizes: [] }],
  productCount: 2,
  deleted: false,
  version: 4,
};

const stored: IngredientLines = {
  lines: [{ ingredientId: CHEDDAR, ingredientName: 'Queso cheddar', unit: 'g', sizeId: null, quantity: 30_000 }],
  availability: { base: 33 },
  computedCost: 750,
};

const ingredient = (ingredientId: string, name: string, unit: string) => ({
  id: ingredientId,
  name,
  description: null,
  unit,
  locationId: null,
  locationName: 'Inventario por defecto',
  sku: null,
  cost: 25,
  supplierId: null,
  supplierName: null,
  stockMinimum: 0,
  quantity: 1_000_000,
  lowStock: false,
  prepared: false,
  createdAt: '2026-11-25T10:00:00.000Z',
});

const page = <T,>(content: T[], pageSize = 20) => ({
  status: 200,
  body: { content, totalElements: content.length, page: 0, pageSize },
});

function openExtras(routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'GET /categories': { status: 200, body: [] },
    'GET /printers': { status: 200, body: [] },
    'POST /extras/fetch': page([adiciones], 10),
    'POST /menu-product-items/page': page([]),
    [`GET /extras-options/${QUESO_EXTRA}/ingredients`]: { status: 200, body: stored },
    'POST /ingredients-stock/page': page(
      [ingredient(CHEDDAR, 'Queso cheddar', 'g'), ingredient(TOCINETA, 'Tocineta', 'kg')],
      15,
    ),
    ...routes,
  });
  renderApp('/settings/inventory?tab=extras');
  return server;
}

/** Opens Adiciones and the ingredients of its Queso extra option. */
async function openQuesoExtra() {
  const list = await screen.findByRole('table', { name: 'Grupos de adicionales' });
  await userEvent.click(within(list).getByRole('button', { name: 'Editar Adiciones' }));
  const group = await screen.findByRole('dialog', { name: 'Adicionales: Adiciones' });
  const option = within(group).getByRole('listitem', { name: 'Queso extra' });
  await userEvent.click(within(option).getByRole('button', { name: 'Ingredientes de Queso extra' }));
  return screen.findByRole('dialog', { name: 'Ingredientes: Queso extra' });
}

describe('extras option ingredients', () => {
  it('loads the option’s lines, refuses a line without quantity, and saves quantities parsed exactly in each unit', async () => {
    const server = openExtras({
      [`PUT /extras-options/${QUESO_EXTRA}/ingredients`]: {
        status: 200,
        body: {
          ...stored,
          lines: [
            ...stored.lines,
            { ingredientId: TOCINETA, ingredientName: 'Tocineta', unit: 'kg', sizeId: null, quantity: 150_000 },
          ],
        },
      },
    });
    const editor = await openQuesoExtra();
    // The stored line, in its unit with a comma-less whole number.
    expect(await within(editor).findByText('Queso cheddar')).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: 'Cantidad (gramos)' })).toHaveValue('30');
    // One set of lines for every size: no size to choose.
    expect(within(editor).queryByRole('combobox', { name: 'Tamaño' })).not.toBeInTheDocument();

    await userEvent.click(within(editor).getByRole('combobox', { name: 'Agregar ingrediente' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tocineta' }));
    const tocineta = await within(editor).findByRole('textbox', { name: 'Cantidad (kilogramos)' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar ingredientes' }));
    expect(await within(editor).findByText('Cantidad requerida')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/extras-options/${QUESO_EXTRA}/ingredients`)).toHaveLength(0);

    // 0,15 kg: the comma is the decimal mark, and the text becomes 150 000 thousandths of a gram
    // through the domain's parseQuantity (0.15 × 1 000 000 would be 149 999.99… as a float).
    await userEvent.type(tocineta, '0,15');
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar ingredientes' }));
    await waitFor(() => expect(server.callsTo('PUT', `/extras-options/${QUESO_EXTRA}/ingredients`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/extras-options/${QUESO_EXTRA}/ingredients`)[0]!.body).toEqual({
      lines: [
        { ingredientId: CHEDDAR, sizeId: null, quantity: 30_000 },
        { ingredientId: TOCINETA, sizeId: null, quantity: 150_000 },
      ],
    });
    expect(await screen.findByText('Ingredientes guardados')).toBeInTheDocument();
    // The editor now shows what the server answered, the new line in Spanish decimals.
    await waitFor(() =>
      expect(within(editor).getByRole('textbox', { name: 'Cantidad (kilogramos)' })).toHaveValue('0,15'),
    );
    expect(within(editor).queryByText('Cantidad requerida')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the lines as typed', async () => {
    openExtras({
      [`PUT /extras-options/${QUESO_EXTRA}/ingredients`]: apiError(400, 'VALIDATION_ERROR'),
    });
    const editor = await openQuesoExtra();
    const quantity = await within(editor).findByRole('textbox', { name: 'Cantidad (gramos)' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '45,5');
    await userEvent.click(within(editor).getByRole('button', { name: 'Guardar ingredientes' }));
    expect(await screen.findByText('No se pudieron guardar los ingredientes')).toBeInTheDocument();
    expect(screen.getByText('Revise los datos ingresados')).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: 'Cantidad (gramos)' })).toHaveValue('45,5');
  });

  it('tells that a new option gets its ingredients once the group is saved', async () => {
    const server = openExtras({
      'POST /menu-product-items/page': page([
        {
          id: id(60),
          idCloud: null,
          name: 'Salsa de ajo',
          sku: null,
          price: money(1000),
          category: { id: id(70), name: 'Salsas' },
          stock: null,
          stockMinimum: 0,
          lowStock: false,
          hasRecipe: false,
          image: null,
          printerId: null,
          active: true,
          menuOnline: true,
          allowWithoutStock: false,
          isPrepared: false,
          isCalculatedCost: false,
          sizeCount: 0,
          deleted: false,
          version: 1,
        },
      ]),
    });
    const list = await screen.findByRole('table', { name: 'Grupos de adicionales' });
    await userEvent.click(within(list).getByRole('button', { name: 'Editar Adiciones' }));
    const group = await screen.findByRole('dialog', { name: 'Adicionales: Adiciones' });
    await userEvent.click(within(group).getByRole('combobox', { name: 'Agregar producto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Salsa de ajo' }));
    const option = await within(group).findByRole('listitem', { name: 'Salsa de ajo' });
    await userEvent.click(within(option).getByRole('button', { name: 'Ingredientes de Salsa de ajo' }));
    const editor = await screen.findByRole('dialog', { name: 'Ingredientes: Salsa de ajo' });
    expect(
      within(editor).getByText(
        'Guarde el grupo primero: una opción nueva recibe sus ingredientes después de guardarla.',
      ),
    ).toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Guardar ingredientes' })).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.path.startsWith('/extras-options/'))).toBe(false);

    // Closing it goes back to the group editor, still open with the new option.
    await userEvent.click(within(editor).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ingredientes: Salsa de ajo' })).toBeNull());
    expect(within(group).getByRole('listitem', { name: 'Salsa de ajo' })).toBeInTheDocument();
  });
});
