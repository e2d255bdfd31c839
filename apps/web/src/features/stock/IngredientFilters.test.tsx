import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser, SERVICES_UP } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';
import { ingredientRow, pageOf, stockId } from './stockFixtures';

const admin = makeUser('Administrador');
const DEFAULT = { id: stockId(900), name: 'Inventario por defecto', description: null };
const BARRA = { id: stockId(901), name: 'Barra', description: 'Nevera de bebidas' };

function openIngredients(routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    ...SERVICES_UP,
    'POST /ingredients-stock/page': pageOf([ingredientRow({})]),
    'GET /locations': { status: 200, body: [BARRA, DEFAULT] },
    'POST /suppliers/page': pageOf([]),
    ...routes,
  });
  renderApp('/settings/inventory?tab=ingredients');
  return server;
}

/** Issue 27 §11, spec 02 §2: the stock-filter modes and the branch's locations. */
describe('ingredients by stock-filter mode and location', () => {
  it('filters by mode: all, low stock, search and a location', async () => {
    const server = openIngredients();
    await screen.findByRole('table', { name: 'Ingredientes' });
    const lastFilters = () => server.callsTo('POST', '/ingredients-stock/page').at(-1)!.body;
    const modes = screen.getByRole('radiogroup', { name: 'Filtro de stock' });
    expect(within(modes).getByRole('radio', { name: 'Todos' })).toBeChecked();

    await userEvent.click(within(modes).getByText('Stock bajo'));
    await waitFor(() => expect(lastFilters()).toMatchObject({ filters: { lowStock: true } }));

    await userEvent.click(within(modes).getByText('Ubicación'));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Ubicación' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Barra' }));
    await waitFor(() => expect(lastFilters()).toMatchObject({ filters: { locationId: BARRA.id } }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'car');
    expect(within(modes).getByRole('radio', { name: 'Búsqueda' })).toBeChecked();
    await waitFor(() => expect(lastFilters()).toEqual(expect.objectContaining({ filters: { name: 'car' } })), {
      timeout: 2000,
    });

    await userEvent.click(within(modes).getByText('Todos'));
    await waitFor(() => expect(lastFilters()).toEqual(expect.objectContaining({ filters: {} })));
  });

  it('lists the locations a page at a time and creates one', async () => {
    const server = openIngredients({
      'GET /locations/page': {
        status: 200,
        body: { content: [BARRA, DEFAULT], totalElements: 2, page: 0, pageSize: 20 },
      },
      'POST /locations': { status: 201, body: { id: stockId(902), name: 'Bodega fría', description: null } },
    });
    await screen.findByRole('table', { name: 'Ingredientes' });
    await userEvent.click(screen.getByRole('button', { name: 'Ubicaciones' }));
    const modal = await screen.findByRole('dialog', { name: 'Ubicaciones' });
    const list = await within(modal).findByRole('table', { name: 'Ubicaciones' });
    expect(within(list).getByText('Nevera de bebidas')).toBeInTheDocument();
    expect(within(modal).getByText('2 registros')).toBeInTheDocument();

    await userEvent.type(within(modal).getByRole('textbox', { name: /Nombre/ }), 'Bo');
    await userEvent.click(within(modal).getByRole('button', { name: 'Crear ubicación' }));
    expect(await within(modal).findByText(/Mínimo 3|ERROR ALPHANUMERIC|letras/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/locations')).toHaveLength(0);

    await userEvent.type(within(modal).getByRole('textbox', { name: /Nombre/ }), 'dega fría');
    await userEvent.click(within(modal).getByRole('button', { name: 'Crear ubicación' }));
    await waitFor(() => expect(server.callsTo('POST', '/locations')).toHaveLength(1));
    expect(server.callsTo('POST', '/locations')[0]!.body).toEqual({ name: 'Bodega fría', description: null });
    expect(await screen.findByText('Ubicación creada')).toBeInTheDocument();
  });
});
