import { type OrderLineInput, type ProductDetail, stockFlagSchema } from '@comandero/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elapse, until } from '../../test/fakeTime';
import { makeTable, makeUser } from '../../test/fixtures';
import { openMenuAt, productPath } from '../../test/menuServer';
import { BURGER, CAKE, orderLine, PIZZA, tableOrder } from '../../test/orderFixtures';
import { RETURN_HOME_MS, RETURN_HOME_PHONE_MS } from './ProductPage';

const addButton = (name: string, price: string) => screen.findByRole('button', { name: `Agregar ${name} | ${price}` });

function openProduct(product: ProductDetail, user = makeUser('mesero'), routes = {}) {
  return openMenuAt(productPath(product), {
    user,
    routes: { [`GET /menu/products/${product.id}`]: { status: 200, body: product }, ...routes },
  });
}

describe('product page', () => {
  it('keeps Add disabled until every required group has its choice', async () => {
    openProduct(BURGER);
    const add = await addButton('Hamburguesa clásica', '$24.000');
    expect(add).toBeDisabled();
    const doneness = screen.getByRole('group', { name: 'Término de la carne' });
    expect(within(doneness).getByText('Obligatorio')).toBeInTheDocument();
    expect(within(doneness).getByText('Elija 1')).toBeInTheDocument();
    // The disabled Add says what it waits for (issue 14 §4).
    expect(add).toHaveAccessibleDescription('Falta elegir: Término de la carne, Acompañante');
    await userEvent.click(within(doneness).getByRole('radio', { name: 'Medio' }));
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Falta elegir: Acompañante');
    await userEvent.click(screen.getByRole('radio', { name: 'Papas fritas' }));
    expect(add).toBeEnabled();
    expect(screen.queryByText(/^Falta elegir/)).not.toBeInTheDocument();
    // A single-choice group swaps its one option.
    await userEvent.click(within(doneness).getByRole('radio', { name: 'Azul' }));
    expect(within(doneness).getByRole('radio', { name: 'Azul' })).toHaveAttribute('aria-checked', 'true');
    expect(within(doneness).getByRole('radio', { name: 'Medio' })).toHaveAttribute('aria-checked', 'false');
  });

  it('disables the other options at the group maximum and labels an unnamed group Acompañantes', async () => {
    openProduct(PIZZA);
    const group = await screen.findByRole('group', { name: 'Acompañantes' });
    expect(within(group).getByText('Hasta 3')).toBeInTheDocument();
    for (const name of [/^Champiñones/, /^Aceitunas/, /^Jamón/]) {
      await userEvent.click(within(group).getByRole('checkbox', { name }));
    }
    expect(within(group).getByRole('checkbox', { name: /^Maíz tierno/ })).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: /^Jamón/ })).toBeEnabled();
    await userEvent.click(within(group).getByRole('checkbox', { name: /^Jamón/ }));
    expect(within(group).getByRole('checkbox', { name: /^Maíz tierno/ })).toBeEnabled();
  });

  it('prices the size, the extras and the quantity into the Add button', async () => {
    openProduct(PIZZA);
    await addButton('Pizza margarita', '$22.000');
    // Sizes show their absolute price.
    await userEvent.click(screen.getByRole('radio', { name: 'Mediana $38.000' }));
    await addButton('Pizza margarita', '$38.000');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Champiñones +$3.000' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maíz tierno +$2.000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    expect(await addButton('Pizza margarita', '$86.000')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Disminuir cantidad' }));
    expect(screen.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
    expect(await addButton('Pizza margarita', '$43.000')).toBeEnabled();
  });

  it('blocks a product without stock and offers the sale without stock to whoever may change products', async () => {
    const soldOut = { ...CAKE, stock: 0 };
    const { server } = openProduct(soldOut, makeUser('Administrador'), {
      'PUT /menu/products/allow-without-stock': { status: 200, body: { updated: 1 } },
      [`GET /menu/products/${CAKE.id}`]: { status: 200, body: soldOut },
    });
    expect(await addButton('Torta de chocolate', '$12.000')).toBeDisabled();
    expect(screen.getByText('SIN STOCK')).toBeInTheDocument();
    expect(
      await screen.findByText('No hay stock del producto', { selector: '.mantine-Notification-title' }),
    ).toBeVisible();
    expect(screen.getByText('¿Desea activar la venta sin stock?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar todos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activar solo este' }));
    expect(await screen.findByText('Operación exitosa')).toBeInTheDocument();
    const [call] = server.callsTo('PUT', '/menu/products/allow-without-stock');
    expect(stockFlagSchema.parse(call!.body)).toEqual({ productIds: [CAKE.id] });
  });

  it('only says there is no stock to a waiter, who cannot change products', async () => {
    openProduct({ ...CAKE, stock: 0 });
    expect(await addButton('Torta de chocolate', '$12.000')).toBeDisabled();
    expect(screen.getByText('SIN STOCK')).toBeInTheDocument();
    expect(screen.queryByText('¿Desea activar la venta sin stock?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activar todos' })).not.toBeInTheDocument();
  });

  it('takes a size’s own stock: the Familiar its recipe no longer covers says SIN STOCK, the others still add', async () => {
    const stockBySize = [3, 1, 0];
    openProduct({ ...PIZZA, stock: 3, sizes: PIZZA.sizes.map((size, at) => ({ ...size, stock: stockBySize[at] })) });
    expect(await addButton('Pizza margarita', '$22.000')).toBeEnabled();
    expect(screen.getByText('Quedan 3 disponibles')).toBeInTheDocument();
    const familiar = screen.getByRole('radio', { name: /^Familiar/ });
    expect(familiar).toHaveTextContent('SIN STOCK');
    expect(screen.getByRole('radio', { name: /^Mediana/ })).not.toHaveTextContent('SIN STOCK');
    await userEvent.click(familiar);
    expect(await addButton('Pizza margarita', '$52.000')).toBeDisabled();
    expect(screen.getByRole('alert', { name: 'SIN STOCK' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Mediana/ }));
    expect(await addButton('Pizza margarita', '$38.000')).toBeEnabled();
    expect(screen.getByText('Queda 1 disponible')).toBeInTheDocument();
  });

  it('says the stock is insufficient for a quantity above it', async () => {
    openProduct(CAKE);
    const plus = screen.findByRole('button', { name: 'Aumentar cantidad' });
    expect(await screen.findByText('Quedan 2 disponibles')).toBeInTheDocument();
    await userEvent.click(await plus);
    expect(await addButton('Torta de chocolate', '$24.000')).toBeEnabled();
    expect(screen.queryByText('Stock insuficiente para esa cantidad')).not.toBeInTheDocument();
    await userEvent.click(await plus);
    expect(screen.getByRole('alert')).toHaveTextContent('Stock insuficiente para esa cantidad');
    expect(await addButton('Torta de chocolate', '$36.000')).toBeDisabled();
  });

  it('counts the visit for the device favorites', async () => {
    openProduct(PIZZA);
    await addButton('Pizza margarita', '$22.000');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('moreUsed') ?? '[]')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('moreUsed')!)[0]).toMatchObject({
      id: PIZZA.id,
      count: 1,
      category: { id: PIZZA.category.id, name: 'Pizzas' },
    });
  });
});

describe('after adding from the product page (spec 01 §9)', () => {
  const TABLE_ID = makeTable(3).id;
  const wide = window.matchMedia;
  afterEach(() => {
    window.matchMedia = wide;
  });

  /** The cake's page; the server keeps the line it is sent. */
  const openCake = () =>
    openProduct(CAKE, makeUser('mesero'), {
      [`POST /tables/${TABLE_ID}/lines`]: (call: { body: unknown }) => {
        const [line] = (call.body as { lines: OrderLineInput[] }).lines;
        return { status: 200, body: tableOrder(TABLE_ID, [orderLine(CAKE, { id: line!.id })]) };
      },
    });

  /** Adds on fake timers: the delays are counted on a clock the test moves, not on a busy machine's. */
  async function addCake() {
    const add = await addButton('Torta de chocolate', '$12.000');
    vi.useFakeTimers();
    fireEvent.click(add);
    // The button says the cake is in the order, and a second tap cannot add it again.
    await until(() => screen.queryByRole('button', { name: '1 en el pedido' }) !== null);
    expect(screen.getByRole('button', { name: '1 en el pedido' })).toBeDisabled();
  }

  it("says 'Item agregado' on adding (spec 02's success notice)", async () => {
    const { server } = openCake();
    fireEvent.click(await addButton('Torta de chocolate', '$12.000'));
    expect(await screen.findByText('Item agregado')).toBeInTheDocument();
    // The line is sent before the test ends: a write left in the device's outbox would reach the next test's server.
    await waitFor(() => expect(server.callsTo('POST', `/tables/${TABLE_ID}/lines`)).toHaveLength(1));
  });

  it('returns the cart to /menu/home after 1500 ms', async () => {
    const { app, server } = openCake();
    await addCake();
    await elapse(RETURN_HOME_MS - 1);
    expect(app.pathname()).toBe(productPath(CAKE));
    await elapse(1);
    expect(app.pathname()).toBe('/menu/home');
    vi.useRealTimers();
    await waitFor(() => expect(server.callsTo('POST', `/tables/${TABLE_ID}/lines`)).toHaveLength(1));
  });

  it('waits 3000 ms on a phone', async () => {
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === '(max-width: 720px)' });
    const { app } = openCake();
    await addCake();
    await elapse(RETURN_HOME_PHONE_MS - 1);
    expect(app.pathname()).toBe(productPath(CAKE));
    await elapse(1);
    expect(app.pathname()).toBe('/menu/home');
  });

  it('stays where the waiter went when they leave the page first', async () => {
    const { app } = openCake();
    await addCake();
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await until(() => app.pathname() !== productPath(CAKE));
    const category = app.pathname();
    expect(category).toMatch(/^\/menu\/productos\//);
    await elapse(RETURN_HOME_PHONE_MS);
    expect(app.pathname()).toBe(category);
  });
});
