import { formatDay } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const CAJA = '0194c2a0-0000-7000-8000-000000000201';
const CARLOS = { id: '0194c2a0-0000-7000-8000-000000000011', name: 'Carlos Cajero' };
const CLOSE = {
  movementId: '0194c2a0-0000-7000-8000-000000000301',
  cashier: { id: CAJA, name: 'Caja 1' },
  openDate: '2026-11-22 08:00:00',
  closeDate: '2026-11-22 18:30:00',
  openedBy: CARLOS,
  closedBy: CARLOS,
  amountEntered: 100000,
  methods: [
    { methodPay: 'Efectivo', system: 30000, counted: 29500, difference: -500 },
    { methodPay: 'Tarjeta', system: 120000, counted: 120000, difference: 0 },
  ],
  totalBySystem: 150000,
  totalByUser: 149500,
  difference: -500,
  observation: 'Faltan 500',
};

describe('cash-count report', () => {
  it('lists closes with system, counted and over/short, filters by cashier and user, and opens a close', async () => {
    signIn(admin);
    const server = fakeApi({
      'GET /auth/me': { status: 200, body: { user: admin } },
      'GET /cashiers': {
        status: 200,
        body: [{ id: CAJA, name: 'Caja 1', users: [CARLOS], createdAt: '2026-11-01', openMovementId: null }],
      },
      'POST /reports/cash-counts': {
        status: 200,
        body: {
          content: [CLOSE],
          totalElements: 1,
          page: 0,
          pageSize: 20,
          totals: { movements: 1, totalBySystem: 150000, totalByUser: 149500, difference: -500 },
        },
      },
    });
    renderApp('/settings/cashier_movements');
    expect(await screen.findByRole('heading', { name: 'Arqueos de caja', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'Arqueos de caja' });
    const row = within(list).getByRole('row', { name: /Caja 1/ });
    expect(row).toHaveTextContent('$150.000');
    expect(row).toHaveTextContent('$149.500');
    expect(row).toHaveTextContent('-$500');
    expect(screen.getByText('1 cierre')).toBeInTheDocument();
    const day = formatDay(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(server.callsTo('POST', '/reports/cash-counts').at(-1)?.body).toEqual({
      page: 0,
      pageSize: 20,
      filter: { start: day, end: day },
    });

    const filters = screen.getByRole('group', { name: 'Filtros' });
    await userEvent.selectOptions(await within(filters).findByRole('combobox', { name: 'Caja' }), CAJA);
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Usuario' }), CARLOS.id);
    await waitFor(() =>
      expect(server.callsTo('POST', '/reports/cash-counts').at(-1)?.body).toMatchObject({
        filter: { cashierId: CAJA, userId: CARLOS.id },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: /Ver el cierre de Caja 1/ }));
    const detail = await screen.findByRole('table', { name: 'Arqueo de Caja 1' });
    expect(within(detail).getByRole('row', { name: /Efectivo/ })).toHaveTextContent('$29.500');
    expect(within(detail).getByRole('row', { name: /Efectivo/ })).toHaveTextContent('-$500');
    expect(screen.getByText('Faltan 500')).toBeInTheDocument();
  });
});
