import { money, type OrderDetail } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderDetail, SETTINGS } from '../../test/checkoutFixtures';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const ORDER = orderDetail();
const { lines, subtotal, discount, taxes, addedTaxes, tip, deliveryValue, valueReceive, valueReturn, ...summary } =
  ORDER;

const REPRINTED = { status: 200, body: { jobId: '0194c2a0-0000-7000-8000-000000000961' } };

function openHistory(order = ORDER, reprint: { status: number; body: object } = REPRINTED) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'GET /checkout/settings': { status: 200, body: SETTINGS },
    'POST /orders/page': {
      status: 200,
      body: { content: [order === ORDER ? summary : order], totalElements: 43, page: 0, pageSize: 20 },
    },
    [`GET /orders/${ORDER.id}`]: { status: 200, body: order },
    'POST /orders/export': { status: 200, body: 'a' },
    [`POST /orders/${ORDER.id}/reprint`]: reprint,
    'GET /print-jobs/0194c2a0-0000-7000-8000-000000000961': { status: 404 },
  });
  const app = renderApp('/settings/orders');
  return { server, app };
}

const lastFilter = (server: ReturnType<typeof openHistory>['server']) =>
  server.callsTo('POST', '/orders/page').at(-1)?.body as { page: number; pageSize: number; filter: object };

describe('orders history', () => {
  it('lists twenty orders a page (spec 02: page size 20) with their state, and filters by state, payment method and channel', async () => {
    const { server } = openHistory();
    const table = await screen.findByRole('table', { name: 'Pedidos' });
    const row = await within(table).findByRole('row', { name: /#41/ });
    expect(row).toHaveTextContent('Mesa 1');
    expect(row).toHaveTextContent('Completado');
    expect(row).toHaveTextContent('$45.540');
    expect(lastFilter(server)).toEqual({ page: 0, pageSize: 20, filter: {} });
    expect(screen.getByText('43 pedidos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedidos' })).toHaveAttribute('data-active');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('data-active');

    const filters = screen.getByRole('group', { name: 'Filtros' });
    const state = within(filters).getByRole('combobox', { name: 'Estado' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Recibido', 'Rechazado/Cancelado', 'En Despacho', 'Completado']);
    await userEvent.selectOptions(state, '6');
    await userEvent.selectOptions(await within(filters).findByRole('combobox', { name: 'Medio de pago' }), 'Tarjeta');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Canal' }), 'self-service');
    await waitFor(() =>
      expect(lastFilter(server).filter).toEqual({ state: 6, methodPay: 'Tarjeta', methodDelivery: 'self-service' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(lastFilter(server).page).toBe(1));
  });

  it('filters by close date in ranges under 90 days', async () => {
    const { server } = openHistory();
    await screen.findByRole('table', { name: 'Pedidos' });
    const filters = screen.getByRole('group', { name: 'Filtros' });
    const from = within(filters).getByLabelText('Cierre desde');
    const to = within(filters).getByLabelText('Cierre hasta');
    await userEvent.type(from, '2026-01-01');
    await waitFor(() =>
      expect(lastFilter(server).filter).toEqual({ startClose: '2026-01-01', endClose: '2026-01-01' }),
    );
    await userEvent.type(to, '2026-04-01');
    expect(await screen.findByText('El rango de fechas debe ser menor a 90 días')).toBeInTheDocument();
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await waitFor(() =>
      expect(lastFilter(server).filter).toEqual({ startClose: '2026-01-01', endClose: '2026-03-31' }),
    );
    expect(screen.queryByText('El rango de fechas debe ser menor a 90 días')).not.toBeInTheDocument();
  });

  it('shows an order with its lines, taxes and payment, and reprints its bill', async () => {
    const { server } = openHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver pedido #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido #41' });
    expect(await within(dialog).findByText('2× Limonada de coco')).toBeInTheDocument();
    expect(within(dialog).getByText('INC 8 % (incluido)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('summary-discount')).toHaveTextContent('-$4.600');
    expect(within(dialog).getByText('Motivo del descuento: Cumpleaños')).toBeInTheDocument();
    expect(within(dialog).getByText('$54.460')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reimprimir cuenta' }));
    await waitFor(() => expect(server.callsTo('POST', `/orders/${ORDER.id}/reprint`)).toHaveLength(1));
    expect(await screen.findByText('Cuenta enviada a imprimir')).toBeInTheDocument();
  });

  it("says 'Closing date not yet available' when the order has no bill to reprint yet", async () => {
    openHistory(ORDER, {
      status: 409,
      body: { error: { code: 'NO_CLOSE_DATE', message: 'Closing date not yet available' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver pedido #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido #41' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reimprimir cuenta' }));
    expect(await screen.findByText('La fecha de cierre aún no está disponible')).toBeInTheDocument();
  });

  it('shows a delivery order with its customer, address, delivery value and driver', async () => {
    const delivery = orderDetail({
      state: 5,
      methodDelivery: 'delivery',
      channel: 'delivery',
      table: null,
      deliveryValue: money(5000),
      delivery: {
        receivedAt: '2026-03-04T18:25:00.000Z',
        stateChangedAt: '2026-03-04T18:40:00.000Z',
        observation: '',
        driver: { userId: null, name: 'Juan Moto' },
        cashToCollect: money(54_460),
        deliveryValue: money(5000),
        customerName: 'Marta Ruiz',
        phone: '3005557788',
        address: 'Calle 45 # 12-30',
        address2: 'Torre 2 apto 501',
        neighborhood: 'Teusaquillo',
      },
    } as Partial<OrderDetail>);
    openHistory(delivery);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver pedido #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido #41' });
    expect(await within(dialog).findByText('Marta Ruiz')).toBeInTheDocument();
    for (const text of ['En Despacho', '3005557788', 'Calle 45 # 12-30, Torre 2 apto 501', 'Teusaquillo', 'Juan Moto'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByText('Valor del domicilio').nextElementSibling).toHaveTextContent('$5.000');
  });

  it('exports the filtered history as CSV: Exportando..., then Exportación completada!', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    const { server } = openHistory();
    await screen.findByRole('table', { name: 'Pedidos' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Texto separado por comas (.csv)' }));
    expect(await screen.findByText('Exportación completada!')).toBeInTheDocument();
    expect(server.callsTo('POST', '/orders/export')[0]?.body).toEqual({ filter: {} });
  });
});
