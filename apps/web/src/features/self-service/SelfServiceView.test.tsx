import { money } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CASHIER_ID, closeResult, JOB_ID, OPEN_CASHIER, printedJob, SETTINGS } from '../../test/checkoutFixtures';
import { makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { CAKE, CATEGORIES, card, DESSERTS } from '../../test/orderFixtures';
import { restoreSelfService } from './selfServiceStore';

const admin = makeUser('Administrador');
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => restoreSelfService());

function openCounter() {
  localStorage.setItem('openCashier', CASHIER_ID);
  restoreSelfService();
  return openFloor(admin, {
    tables: [makeTable(1)],
    path: '/pos?mainTab=2',
    routes: {
      'GET /checkout/settings': { status: 200, body: SETTINGS },
      // An administrator's top bar lists every cashier: the one this device opened is open.
      'GET /cashiers': { status: 200, body: [OPEN_CASHIER] },
      'GET /menu/categories': { status: 200, body: CATEGORIES },
      [`GET /menu/categories/${DESSERTS.id}/products`]: { status: 200, body: [card(CAKE)] },
      [`GET /menu/products/${CAKE.id}`]: { status: 200, body: CAKE },
      [`GET /print-jobs/${JOB_ID}`]: { status: 200, body: printedJob },
      'POST /orders/self-service': {
        status: 200,
        body: closeResult({
          methodDelivery: 'self-service',
          table: null,
          total: money(24000),
          methodPay: 'Tarjeta',
          valueReceive: null,
          valueReturn: money(0),
        }),
      },
    },
  });
}

const cart = () => screen.findByRole('region', { name: 'Pedido de autoservicio' });
const breadcrumb = () => screen.getByRole('navigation', { name: 'Ubicación en autoservicio' });

describe('self-service', () => {
  it('walks categories, products and the product; the cart at right; completing charges and empties it', async () => {
    const { server } = openCounter();
    expect(within(await cart()).getByText('Sin productos todavía')).toBeInTheDocument();
    // Level 0: categories.
    await userEvent.click(await screen.findByRole('button', { name: `Ver productos de ${DESSERTS.name}` }));
    // Level 1: the category's products.
    expect(await screen.findByRole('heading', { level: 2, name: DESSERTS.name })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^Torta de chocolate/ }));
    // Level 2: the product.
    await screen.findByRole('heading', { level: 2, name: 'Torta de chocolate' });
    expect(within(breadcrumb()).getByText('Torta de chocolate')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    await userEvent.click(screen.getByRole('button', { name: /^Agregar Torta de chocolate/ }));
    const region = await cart();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).getByTestId('summary-total')).toHaveTextContent('$24.000');
    // Back on level 1 after adding; level 3 edits the line.
    expect(await screen.findByRole('heading', { level: 2, name: DESSERTS.name })).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Editar Torta de chocolate' }));
    expect(await screen.findByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(within(breadcrumb()).getByText('Editar Torta de chocolate')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));

    await userEvent.click(within(region).getByRole('button', { name: 'Completar pedido' }));
    const drawer = await screen.findByRole('dialog', { name: 'Completar pedido' });
    // No tip is suggested for self-service in this branch.
    expect(await within(drawer).findByRole('radio', { name: 'Sin propina' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    await screen.findByRole('dialog', { name: 'Pago exitoso' });

    const [call] = server.callsTo('POST', '/orders/self-service');
    expect(call?.body).toMatchObject({
      lines: [{ productId: CAKE.id, sizeId: null, extras: [], quantity: 2, note: '' }],
      discount: null,
      methodPay: 'Tarjeta',
      valueReceive: null,
      tip: { kind: 'none' },
      expectedTotal: 24000,
      cashierId: CASHIER_ID,
    });
    expect((call!.body as { id: string }).id).toMatch(UUID_V7);
    await waitFor(() => expect(within(region).getByText('Sin productos todavía')).toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('selfCart')!).lines).toEqual([]);
  });

  it('keeps the cart on the tablet until it is completed', async () => {
    openCounter();
    await userEvent.click(await screen.findByRole('button', { name: `Ver productos de ${DESSERTS.name}` }));
    await userEvent.click(await screen.findByRole('button', { name: /^Torta de chocolate/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^Agregar Torta de chocolate/ }));
    const stored = JSON.parse(localStorage.getItem('selfCart')!);
    expect(stored.lines).toHaveLength(1);
    await userEvent.click(within(await cart()).getByRole('button', { name: 'Quitar Torta de chocolate' }));
    expect(JSON.parse(localStorage.getItem('selfCart')!).lines).toEqual([]);
    expect(JSON.parse(localStorage.getItem('selfCart')!).orderId).not.toBe(stored.orderId);
  });
});
