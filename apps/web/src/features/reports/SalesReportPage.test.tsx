import { formatDay } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const figures = (orders: number, total: number, tip = 0) => ({
  orders,
  total,
  tip,
  discount: 0,
  deliveryValue: 0,
  averageTicket: Math.round(total / orders),
});
const SALES = {
  totals: figures(3, 150000, 6234),
  byDay: [{ day: '2026-11-22', ...figures(3, 150000, 6234) }],
  byChannel: [
    { channel: 'onsite', ...figures(2, 100000, 6234) },
    { channel: 'self-service', ...figures(1, 50000) },
  ],
  byMethod: [
    { methodPay: 'Tarjeta', ...figures(2, 120000, 5000) },
    { methodPay: 'Efectivo', ...figures(1, 30000, 1234) },
  ],
  byHour: Array.from({ length: 24 }, (_, hour) =>
    hour === 13 ? { hour, ...figures(3, 150000, 6234) } : { hour, ...figures(0, 0), averageTicket: 0 },
  ),
};

describe('sales report', () => {
  it('shows today’s totals by channel, method, day and hour, filters by channel and method, and exports', async () => {
    signIn(admin);
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const server = fakeApi({
      'GET /auth/me': { status: 200, body: { user: admin } },
      'POST /reports/sales': { status: 200, body: SALES },
      'POST /reports/sales/export': { status: 200, body: 'a,b\r\n' },
    });
    renderApp('/settings/movement');
    expect(await screen.findByRole('heading', { name: 'Ventas', level: 2 })).toBeInTheDocument();
    const byChannel = await screen.findByRole('table', { name: 'Por canal' });
    expect(within(byChannel).getByRole('row', { name: /En el local/ })).toHaveTextContent('$100.000');
    expect(within(byChannel).getByRole('row', { name: /Autoservicio/ })).toHaveTextContent('$50.000');
    const byMethod = screen.getByRole('table', { name: 'Por método de pago' });
    expect(within(byMethod).getByRole('row', { name: /Efectivo/ })).toHaveTextContent('$30.000');
    const byHour = screen.getByRole('table', { name: 'Por hora del día' });
    expect(within(byHour).getAllByRole('row')).toHaveLength(2);
    expect(within(byHour).getByRole('row', { name: /13:00/ })).toHaveTextContent('$150.000');
    expect(screen.getByText('Ticket promedio', { selector: 'p' }).nextSibling).toHaveTextContent('$50.000');
    const day = formatDay(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(server.callsTo('POST', '/reports/sales').at(-1)?.body).toEqual({ filter: { start: day, end: day } });

    const filters = screen.getByRole('group', { name: 'Filtros' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Canal' }), 'delivery');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Método de pago' }), 'Tarjeta');
    await waitFor(() =>
      expect(server.callsTo('POST', '/reports/sales').at(-1)?.body).toEqual({
        filter: { start: day, end: day, channel: 'delivery', methodPay: 'Tarjeta' },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Libro de Excel (.xlsx)' }));
    expect(await screen.findByText('Exportación completada!')).toBeInTheDocument();
    expect(server.callsTo('POST', '/reports/sales/export')[0]?.body).toEqual({
      filter: { start: day, end: day, channel: 'delivery', methodPay: 'Tarjeta' },
    });

    const from = within(filters).getByLabelText('Desde');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    expect(await screen.findByText('El rango debe ser de menos de 90 días.')).toBeInTheDocument();
  });
  it('filters by order channel, the channels the order-channels call answers', async () => {
    signIn(admin);
    const server = fakeApi({
      'GET /auth/me': { status: 200, body: { user: admin } },
      'POST /reports/sales': { status: 200, body: SALES },
      'GET /order-channels': {
        status: 200,
        body: [
          { id: '019ad000-0000-7000-8000-000000000001', name: 'POS', external: false },
          { id: '019ad000-0000-7000-8000-000000000003', name: 'Rappi', external: true },
          { id: '019ad000-0000-7000-8000-000000000002', name: 'domicilios', external: false },
        ],
      },
    });
    renderApp('/settings/movement');
    const filters = await screen.findByRole('group', { name: 'Filtros' });
    const select = within(filters).getByRole('combobox', { name: 'Canal de pedido' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'POS', 'Rappi', 'Domicilios']);
    await userEvent.selectOptions(select, 'domicilios');
    const day = formatDay(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    await waitFor(() =>
      expect(server.callsTo('POST', '/reports/sales').at(-1)?.body).toEqual({
        filter: { start: day, end: day, orderChannel: 'domicilios' },
      }),
    );
  });
});
