import { formatDay } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const MARIO = '0194c2a0-0000-7000-8000-000000000001';
const row = (n: number, tip: number) => ({
  orderId: `0194c2a0-0000-7000-8000-00000000010${n}`,
  displayNumber: n,
  closeDate: '2026-11-22 10:05:00',
  table: `Mesa ${n}`,
  waiter: 'Mario Mesero',
  customer: null,
  methodPay: 'Tarjeta',
  methodDelivery: 'onsite',
  total: 50000,
  tip,
});
const TIPS = {
  content: [row(1, 5000), row(2, 1234)],
  totalElements: 2,
  page: 0,
  pageSize: 20,
  totals: { orders: 2, total: 100000, tip: 6234 },
  byWaiter: [{ waiterId: MARIO, waiter: 'Mario Mesero', orders: 2, total: 100000, tip: 6234 }],
};

describe('tips report', () => {
  it('lists today’s tips (the restaurant’s today) with totals per waiter, filters by waiter, refuses 90 days and exports', async () => {
    signIn(admin);
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const server = fakeApi({
      'GET /auth/me': { status: 200, body: { user: admin } },
      // A restaurant 14 hours ahead of UTC: its today is often not this machine's.
      'GET /general/now': { status: 200, body: { now: new Date().toISOString(), timeZone: 'Pacific/Kiritimati' } },
      'POST /reports/tips': { status: 200, body: TIPS },
      'POST /reports/tips/export': { status: 200, body: 'a,b\r\n' },
    });
    renderApp('/settings/tips');
    expect(await screen.findByRole('heading', { name: 'Propinas' })).toBeInTheDocument();
    const byWaiter = await screen.findByRole('table', { name: 'Totales por mesero' });
    expect(within(byWaiter).getByRole('row', { name: /Mario Mesero/ })).toHaveTextContent('$6.234');
    const list = screen.getByRole('table', { name: 'Propinas' });
    expect(within(list).getByRole('row', { name: /Mesa 1/ })).toHaveTextContent('$5.000');
    expect(screen.getByText('2 órdenes')).toBeInTheDocument();
    const day = formatDay(Date.now(), 'Pacific/Kiritimati');
    await waitFor(() =>
      expect(server.callsTo('POST', '/reports/tips').at(-1)?.body).toEqual({
        page: 0,
        pageSize: 20,
        filter: { start: day, end: day },
      }),
    );

    const filters = screen.getByRole('group', { name: 'Filtros' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Mesero' }), MARIO);
    await waitFor(() =>
      expect(server.callsTo('POST', '/reports/tips').at(-1)?.body).toMatchObject({ filter: { waiterId: MARIO } }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Libro de Excel (.xlsx)' }));
    expect(await screen.findByText('Exportación completada!')).toBeInTheDocument();
    const exported = server.callsTo('POST', '/reports/tips/export');
    expect(exported).toHaveLength(1);
    expect(exported[0]?.body).toEqual({ filter: { start: day, end: day, waiterId: MARIO } });
    expect(URL.createObjectURL).toHaveBeenCalledOnce();

    const from = within(filters).getByLabelText('Desde');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    expect(await screen.findByText('El rango debe ser de menos de 90 días.')).toBeInTheDocument();
  });

  it('goes back to the first page when the range or the waiter changes', async () => {
    signIn(admin);
    const server = fakeApi({
      'GET /auth/me': { status: 200, body: { user: admin } },
      'GET /general/now': { status: 200, body: { now: new Date().toISOString(), timeZone: 'UTC' } },
      'POST /reports/tips': { status: 200, body: { ...TIPS, totalElements: 45 } },
    });
    renderApp('/settings/tips');
    const lastPage = () => (server.callsTo('POST', '/reports/tips').at(-1)?.body as { page: number } | undefined)?.page;
    await userEvent.click(await screen.findByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(lastPage()).toBe(2));

    const filters = screen.getByRole('group', { name: 'Filtros' });
    const from = within(filters).getByLabelText('Desde');
    await userEvent.clear(from);
    await userEvent.type(from, formatDay(Date.now() - 86_400_000, 'UTC'));
    await waitFor(() => expect(lastPage()).toBe(0));
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('data-active', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(lastPage()).toBe(1));
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Mesero' }), MARIO);
    await waitFor(() => expect(lastPage()).toBe(0));
  });
});
