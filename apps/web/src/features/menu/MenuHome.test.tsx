import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openMenuAt } from '../../test/menuServer';
import { BURGER, BURGERS, CAKE, card, PIZZA } from '../../test/orderFixtures';
import { recordProductView } from './favorites';

describe('menu home', () => {
  it('lists the sides with their rules and prices once the Sides panel is opened', async () => {
    const { server } = openMenuAt('/menu/home', {
      routes: { 'GET /menu/extras-groups': { status: 200, body: [...BURGER.extrasGroups, ...PIZZA.extrasGroups] } },
    });
    await screen.findByRole('list', { name: 'Categorías' });
    expect(server.callsTo('GET', '/menu/extras-groups')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Acompañantes' }));
    const first = BURGER.extrasGroups[0]!;
    const group = await screen.findByRole('region', { name: first.name });
    for (const option of first.options) expect(group).toHaveTextContent(option.name);
    expect(first.isRequired).toBe(true);
    expect(group).toHaveTextContent('Obligatorio');
    const priced = [...BURGER.extrasGroups, ...PIZZA.extrasGroups].flatMap((g) => g.options).find((o) => o.price > 0);
    expect(priced).toBeDefined();
    expect(screen.getByText(new RegExp(`${priced!.name} \\+\\$`))).toBeInTheDocument();
  });

  it('shows the most used products of this device, most used first, each opening its product', async () => {
    recordProductView(PIZZA, new Date(Date.UTC(2026, 0, 1)));
    recordProductView(BURGER, new Date(Date.UTC(2026, 0, 2)));
    recordProductView(BURGER, new Date(Date.UTC(2026, 0, 3)));
    const { app } = openMenuAt('/menu/home');
    const favorites = await screen.findByRole('list', { name: 'Más usados' });
    const links = within(favorites).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Hamburguesa clásica'),
      expect.stringContaining('Pizza margarita'),
    ]);
    await userEvent.click(links[0]!);
    await waitFor(() => expect(app.pathname()).toBe(`/menu/producto/${BURGERS.id}/${BURGER.id}`));
  });

  it('searches products by name 10 at a time, from page 0, once the filter is opened', async () => {
    const page = (n: number) => ({
      content: [card(n === 0 ? CAKE : PIZZA)],
      totalElements: 11,
      page: n,
      pageSize: 10,
    });
    const { server } = openMenuAt('/menu/home', {
      routes: {
        'POST /menu/products/page': (call) => ({ status: 200, body: page((call.body as { page: number }).page) }),
      },
    });
    await screen.findByRole('list', { name: 'Categorías' });
    expect(server.callsTo('POST', '/menu/products/page')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Filtro de productos' }));
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar producto' }), 'torta');
    expect(await screen.findByRole('list', { name: '11 productos encontrados' })).toHaveTextContent(
      'Torta de chocolate',
    );
    await waitFor(() =>
      expect(server.callsTo('POST', '/menu/products/page').at(-1)!.body).toEqual({
        page: 0,
        pageSize: 10,
        filters: { name: 'torta' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('2 de 2')).toBeInTheDocument();
    expect(server.callsTo('POST', '/menu/products/page').at(-1)!.body).toMatchObject({ page: 1 });
  });

  it('opens a category: its products sorted by name, and the category in the breadcrumb', async () => {
    const { app } = openMenuAt('/menu/home', {
      routes: {
        [`GET /menu/categories/${BURGERS.id}/products`]: {
          status: 200,
          body: [card({ ...BURGER, name: 'Perro caliente' }), card(BURGER)],
        },
      },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Ver productos de Hamburguesas' }));
    await waitFor(() => expect(app.pathname()).toBe(`/menu/productos/${BURGERS.id}`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hamburguesas' })).toBeInTheDocument();
    const products = await screen.findByRole('list', { name: 'Productos de Hamburguesas' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Hamburguesa clásica'), expect.stringContaining('Perro caliente')]);
    const trail = screen.getByRole('navigation', { name: 'Ubicación' });
    await userEvent.click(within(trail).getByRole('button', { name: 'Hamburguesas · Cambiar categoría' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pizzas' }));
    await waitFor(() => expect(app.pathname()).toBe(`/menu/productos/${PIZZA.categoryId}`));
  });

  it('switches category in one tap from the rail beside the products, the current one marked', async () => {
    const { app } = openMenuAt(`/menu/productos/${BURGERS.id}`);
    const rail = await screen.findByRole('navigation', { name: 'Categorías' });
    expect(within(rail).getByRole('link', { name: 'Hamburguesas' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(rail).getByRole('link', { name: 'Pizzas' }));
    await waitFor(() => expect(app.pathname()).toBe(`/menu/productos/${PIZZA.categoryId}`));
    expect(await within(rail).findByRole('link', { name: 'Pizzas' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a large category in chunks', async () => {
    const many = Array.from({ length: 61 }, (_, index) =>
      card({
        ...BURGER,
        id: `0194c2a0-0000-7000-8000-0000000${String(1000 + index).padStart(5, '0')}`,
        name: `Plato ${1000 + index}`,
      }),
    );
    openMenuAt(`/menu/productos/${BURGERS.id}`, {
      routes: { [`GET /menu/categories/${BURGERS.id}/products`]: { status: 200, body: many } },
    });
    const products = await screen.findByRole('list', { name: 'Productos de Hamburguesas' });
    expect(within(products).getAllByRole('link')).toHaveLength(60);
    await userEvent.click(screen.getByRole('button', { name: 'Ver 1 producto más' }));
    expect(within(products).getAllByRole('link')).toHaveLength(61);
    expect(screen.queryByRole('button', { name: /^Ver \d+ producto/ })).not.toBeInTheDocument();
  });
});
