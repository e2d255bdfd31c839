import { dashboardOf } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const BRANCH = '0194c2a0-0000-7000-8000-000000000101';
const OTHER_BUSINESS = '0194c2a0-0000-7000-8000-000000000102';

function openDashboard(user = makeUser('Administrador'), routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(user);
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const data = dashboardOf({ dateStart: day, dateEnd: day }, [
    { bucket: `${day} 12`, methodDelivery: 'onsite', state: 6, orders: 3, total: 90_000, tip: 4_000, discount: 0 },
    { bucket: `${day} 13`, methodDelivery: 'delivery', state: 1, orders: 1, total: 45_000, tip: 0, discount: 0 },
    { bucket: `${day} 13`, methodDelivery: 'delivery', state: 3, orders: 1, total: 30_000, tip: 0, discount: 0 },
  ]);
  const { granularity, sales, orders, ...totals } = data;
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user } },
    'POST /orders/charts/info': { status: 200, body: data },
    'POST /orders/tables/info': { status: 200, body: { rows: [{ branchId: BRANCH, branch: 'Principal', ...totals }] } },
    'GET /dashboard/businesses': {
      status: 200,
      body: {
        businesses: [
          { id: user.business.id, name: user.business.name },
          { id: OTHER_BUSINESS, name: 'Otro Restaurante' },
        ],
      },
    },
    ...routes,
  });
  renderApp('/viewAdmin');
  return { server, day };
}

describe('the admin dashboard', () => {
  it("shows today's cards, both charts with their data tables and the branches, without a business selector", async () => {
    const { server, day } = openDashboard();
    expect(await screen.findByTestId('dashboard-card-totalSales')).toHaveTextContent('$135.000');
    expect(screen.getByTestId('dashboard-card-orders')).toHaveTextContent('4');
    expect(screen.getByTestId('dashboard-card-averageTicket')).toHaveTextContent('$33.750');
    expect(screen.getByTestId('dashboard-card-cancelled')).toHaveTextContent('1');
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveValue('today');
    expect(screen.queryByRole('combobox', { name: 'Negocio' })).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/orders/charts/info')[0]?.body).toEqual({ dateStart: day, dateEnd: day });
    expect(await screen.findByRole('table', { name: 'Resumen por sucursal' })).toHaveTextContent('Principal');

    const sales = await screen.findByTestId('chart-sales');
    await userEvent.click(within(sales).getByRole('button', { name: 'Ver tabla' }));
    const table = within(sales).getByRole('table', { name: 'Total de ventas' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PeriodoEn el localAutoservicioDomicilioTotal', '12:00$90.000$0$0$90.000', '13:00$0$0$45.000$45.000']);
    expect(screen.getByRole('link', { name: 'Abrir el panel' })).toHaveAttribute('href', '/settings');
  });

  it('asks for a preset range, and another business only with the change-business policy', async () => {
    const admin = makeUser('Administrador');
    const superAdmin = {
      ...admin,
      securityPolitics: { ...admin.securityPolitics, dashboard: ['read', 'changeBusiness'] },
    };
    const { server } = openDashboard(superAdmin as typeof admin);
    const business = await screen.findByRole('combobox', { name: 'Negocio' });
    await screen.findByRole('option', { name: 'Otro Restaurante' });
    await userEvent.selectOptions(business, OTHER_BUSINESS);
    await waitFor(() =>
      expect(server.callsTo('POST', '/orders/charts/info').at(-1)?.body).toMatchObject({ businessId: OTHER_BUSINESS }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), 'thisYear');
    await waitFor(() =>
      expect(server.callsTo('POST', '/orders/charts/info').at(-1)?.body).toMatchObject({
        dateStart: `${new Date().getFullYear()}-01-01`,
      }),
    );
  });

  it('says so when the per-branch summary fails, keeps the cards, and reads it again on retry', async () => {
    let answers = 0;
    const { server } = openDashboard(makeUser('Administrador'), {
      'POST /orders/tables/info': () => {
        answers += 1;
        // Down for the first read and its two retries.
        return answers <= 3 ? apiError(500, 'INTERNAL_ERROR') : { status: 200, body: { rows: [] } };
      },
    });
    expect(
      await screen.findByText('No se pudo cargar el resumen por sucursal', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-card-totalSales')).toHaveTextContent('$135.000');
    await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
    await waitFor(() => expect(server.callsTo('POST', '/orders/tables/info')).toHaveLength(4));
    await waitFor(() => expect(screen.queryByText('No se pudo cargar el resumen por sucursal')).toBeNull());
  });
});
