import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheScope } from '../../app/catalogCache';
import {
  clearCatalogCache,
  saveCatalog,
  saveCollection,
  storedCatalogVersion,
} from '../../app/catalogCache/catalogStore';
import { catalogOf } from '../../test/catalogFixtures';
import { busyTable, MAIN_ROOM, makeUser } from '../../test/fixtures';
import { openMenuAt } from '../../test/menuServer';
import { BURGER, BURGERS, CAKE, CATEGORIES, PIZZA } from '../../test/orderFixtures';

const UNREACHABLE = 'network-error' as const;
/** Every catalog read of the server fails: what the menu shows comes from the device's copy. */
const SERVER_UNREACHABLE = {
  'GET /menu/catalog': UNREACHABLE,
  'GET /menu/categories': UNREACHABLE,
  [`GET /menu/categories/${BURGERS.id}/products`]: UNREACHABLE,
  [`GET /menu/products/${BURGER.id}`]: UNREACHABLE,
  'POST /menu/products/page': UNREACHABLE,
  'GET /menu/extras-groups': UNREACHABLE,
};

afterEach(clearCatalogCache);

describe('the menu from the device copy', () => {
  it('shows the categories, a category, the search, the sides and a product page with the server unreachable', async () => {
    const user = makeUser('mesero');
    await saveCatalog(cacheScope(user)!, catalogOf(), new Date());
    const { app } = openMenuAt('/menu/home', { user, routes: SERVER_UNREACHABLE });

    const categories = await screen.findByRole('list', { name: 'Categorías' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(CATEGORIES.map((category) => expect.stringContaining(category.name)));

    await userEvent.click(screen.getByRole('button', { name: 'Filtro de productos' }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar producto' }), 'CHOCOLATE');
    expect(await screen.findByRole('list', { name: '1 producto encontrado' })).toHaveTextContent(CAKE.name);

    await userEvent.click(screen.getByRole('button', { name: 'Acompañantes' }));
    expect(await screen.findByRole('region', { name: 'Término de la carne' })).toHaveTextContent('Bien asado');

    await userEvent.click(screen.getByRole('link', { name: 'Ver productos de Hamburguesas' }));
    const products = await screen.findByRole('list', { name: 'Productos de Hamburguesas' });
    await userEvent.click(within(products).getByRole('link', { name: new RegExp(BURGER.name) }));
    await waitFor(() => expect(app.pathname()).toBe(`/menu/producto/${BURGERS.id}/${BURGER.id}`));
    expect(await screen.findByRole('group', { name: 'Término de la carne' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Agregar Hamburguesa clásica/ })).toBeInTheDocument();
  });

  it('opens the menu on a cold start with the server unreachable, from the stored floor and catalog', async () => {
    const user = makeUser('mesero');
    const scope = cacheScope(user)!;
    await saveCatalog(scope, catalogOf(), new Date());
    await saveCollection(scope, 'tables', [busyTable(3, user, 2)], new Date());
    await saveCollection(scope, 'rooms', [MAIN_ROOM], new Date());
    openMenuAt('/menu/home', {
      user,
      routes: { ...SERVER_UNREACHABLE, 'GET /tables': UNREACHABLE, 'GET /rooms': UNREACHABLE },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa 3' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ver productos de Postres' })).toBeInTheDocument();
  });

  it('refreshes the copy from the footer, reads it again, and says ERROR when the server is unreachable', async () => {
    const user = makeUser('mesero');
    const renamed = { ...PIZZA, name: 'Pizza napolitana' };
    // What the server holds; the menu may ask more than once (opening, reconnecting), as a device would.
    let catalog: { status: number; body: unknown } | typeof UNREACHABLE = {
      status: 200,
      body: { changed: true, ...catalogOf() },
    };
    openMenuAt('/menu/home', { user, routes: { 'GET /menu/catalog': () => catalog } });
    // Opening the menu stores the copy; the category is then read from it.
    await waitFor(async () => expect(await storedCatalogVersion(cacheScope(user)!)).toBe('v1'));
    await userEvent.click(await screen.findByRole('link', { name: 'Ver productos de Pizzas' }));
    expect(await screen.findByRole('list', { name: 'Productos de Pizzas' })).toHaveTextContent(PIZZA.name);
    catalog = { status: 200, body: { changed: true, ...catalogOf([BURGER, renamed, CAKE], 'v2') } };
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar menú' }));
    expect(await screen.findByText('Menú actualizado')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Productos de Pizzas' })).toHaveTextContent('Pizza napolitana');
    catalog = UNREACHABLE;
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar menú' }));
    expect(await screen.findByText('ERROR')).toBeInTheDocument();
  });
});
