import type { OrderLine, OrderLineInput } from '@comandero/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { elapse, until } from '../../test/fakeTime';
import { makeTable } from '../../test/fixtures';
import { openMenuAt } from '../../test/menuServer';
import { BURGER, BURGERS, CAKE, card, orderLine, PIZZA, tableOrder } from '../../test/orderFixtures';
import { RETURN_HOME_PHONE_MS } from './ProductPage';

const TABLE_ID = makeTable(3).id;
const panel = () => screen.getByRole('region', { name: 'Pedido · Mesa 3' });

/** Mesa 3 in the burgers' category, whose cards are a cake, a pizza and a burger; the server keeps what is added. */
function openCategory() {
  const saved: OrderLine[] = [];
  const opened = openMenuAt(`/menu/productos/${BURGERS.id}`, {
    routes: {
      [`GET /menu/categories/${BURGERS.id}/products`]: { status: 200, body: [card(CAKE), card(PIZZA), card(BURGER)] },
      [`POST /tables/${TABLE_ID}/lines`]: (call) => {
        for (const line of (call.body as { lines: OrderLineInput[] }).lines) {
          const product = [CAKE, PIZZA].find((candidate) => candidate.id === line.productId)!;
          const size = product.sizes.find((candidate) => candidate.id === line.sizeId);
          saved.push(orderLine(product, { id: line.id, unitPrice: size?.price ?? product.price }));
        }
        return { status: 200, body: tableOrder(TABLE_ID, [...saved]) };
      },
    },
  });
  return { ...opened, saved };
}

describe('quick add (issue 14)', () => {
  it('adds a product sold as it is in one tap, and counts it on its card', async () => {
    const { server, app } = openCategory();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar Torta de chocolate, $12.000' }));
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByLabelText('1 en el pedido')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Torta de chocolate, $12.000' }));
    expect(await screen.findByLabelText('2 en el pedido')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', `/tables/${TABLE_ID}/lines`)).toHaveLength(2));
    // The screen stays: the next product is one tap away. Its page (a note, a quantity) is behind the dots.
    expect(app.pathname()).toBe(`/menu/productos/${BURGERS.id}`);
    await userEvent.click(screen.getByRole('link', { name: 'Detalles de Torta de chocolate' }));
    await waitFor(() => expect(app.pathname()).toBe(`/menu/producto/${CAKE.categoryId}/${CAKE.id}`));
  });

  it('adds a size with its own button, and opens the page for a product that needs a choice', async () => {
    const { server, app } = openCategory();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar Pizza margarita Mediana, $38.000' }));
    await waitFor(() => expect(server.callsTo('POST', `/tables/${TABLE_ID}/lines`)).toHaveLength(1));
    const [call] = server.callsTo('POST', `/tables/${TABLE_ID}/lines`);
    expect((call!.body as { lines: OrderLineInput[] }).lines[0]).toMatchObject({
      productId: PIZZA.id,
      sizeId: PIZZA.sizes[1]!.id,
      extras: [],
    });
    await waitFor(() => expect(within(panel()).getByTestId('order-subtotal')).toHaveTextContent('$38.000'));

    // A required group: the card is the way to the product page.
    expect(screen.queryByRole('button', { name: /^Agregar Hamburguesa clásica/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /^Hamburguesa clásica/ }));
    await waitFor(() => expect(app.pathname()).toBe(`/menu/producto/${BURGER.categoryId}/${BURGER.id}`));
  });

  it('stays in the category after a one-tap add: no return to menu home, unlike the product page', async () => {
    const { app } = openCategory();
    const add = await screen.findByRole('button', { name: 'Agregar Torta de chocolate, $12.000' });
    vi.useFakeTimers();
    fireEvent.click(add);
    await until(() => screen.queryByLabelText('1 en el pedido') !== null);
    await elapse(RETURN_HOME_PHONE_MS);
    expect(app.pathname()).toBe(`/menu/productos/${BURGERS.id}`);
  });

  it('opens the product page when the product cannot be sold now (no stock), where it says why', async () => {
    const { server, app } = openMenuAt(`/menu/productos/${BURGERS.id}`, {
      routes: {
        [`GET /menu/categories/${BURGERS.id}/products`]: { status: 200, body: [card({ ...CAKE, stock: 0 })] },
        [`GET /menu/products/${CAKE.id}`]: { status: 200, body: { ...CAKE, stock: 0 } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar Torta de chocolate, $12.000' }));
    await waitFor(() => expect(app.pathname()).toBe(`/menu/producto/${CAKE.categoryId}/${CAKE.id}`));
    expect(server.callsTo('POST', `/tables/${TABLE_ID}/lines`)).toHaveLength(0);
  });
});
