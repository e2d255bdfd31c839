import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { closeOtherChannels } from './dashboardData';
import { test } from './ownServer';
import { closeTablesWithTips } from './reportsData';
import { apiSession, signedInTerminal } from './session';

// Issue 19 "Show it": after closes on each channel (tables, self-service, delivery), the dashboard for
// Today shows the same totals as the orders list; the cashier's system totals hold all but the
// delivery still out (issue 27). A server of its own, so today's orders are only these.

const peso = (amount: number) => `$${amount.toLocaleString('es-CO').replaceAll(',', '.')}`;

test.slow();

test("today's dashboard shows the orders list's and the cashier's totals, by channel", async ({
  browser,
  api,
  server,
}) => {
  const tables = await closeTablesWithTips(api);
  const admin = await apiSession(api, 'admin');
  const bearer = { authorization: `Bearer ${admin.jwt}` };
  const caja1 = (
    (await (await api.get('/api/cashiers', { headers: bearer })).json()) as {
      name: string;
      id: string;
      openMovementId: string | null;
    }[]
  ).find((cashier) => cashier.name === 'Caja 1')!;
  const [selfService, delivery] = await closeOtherChannels(api, caja1.id);
  const onsite = tables.reduce((sum, row) => sum + row.total, 0);
  const totalSales = onsite + selfService! + delivery!;

  // The orders list and the cashier's system totals, as their own endpoints answer them.
  const history = (await (
    await api.post('/api/orders/page', { headers: bearer, data: { pageSize: 100, filter: {} } })
  ).json()) as { content: { total: number }[]; totalElements: number };
  expect(history.totalElements).toBe(5);
  expect(history.content.reduce((sum, order) => sum + order.total, 0)).toBe(totalSales);
  const drawer = (await (
    await api.post('/api/orders/cashier/info', { headers: bearer, data: { movementId: caja1.openMovementId } })
  ).json()) as { totalBySystem: number; orders: number };
  // The drawer holds what was paid into it: the delivery's money comes in once it is delivered
  // (docs/cash-drawer.md), so while it is out the drawer has the tables and the self-service order.
  expect(drawer).toMatchObject({ totalBySystem: onsite + selfService!, orders: 4 });

  const { page } = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  await page.goto('/viewAdmin');
  await expect(page.getByLabel('Periodo')).toHaveValue('today');
  await expect(page.getByTestId('dashboard-card-totalSales')).toContainText(peso(totalSales));
  await expect(page.getByTestId('dashboard-card-orders')).toContainText('5');
  await expect(page.getByTestId('dashboard-card-tips')).toContainText(
    peso(tables.reduce((sum, row) => sum + row.tip, 0)),
  );
  await expect(page.getByTestId('dashboard-card-cancelled')).toContainText('0');
  await expect(page.getByTestId('branch-summary')).toContainText(peso(totalSales));

  // The sales chart's data table: one row per hour, the channels adding up to the cards.
  const sales = page.getByTestId('chart-sales');
  await expect(sales.locator('.recharts-surface')).toBeVisible();
  await sales.getByRole('button', { name: 'Ver tabla' }).click();
  const table = sales.getByRole('table', { name: 'Total de ventas' });
  await expect(table.getByRole('columnheader', { name: 'Domicilio' })).toBeVisible();
  const cells = async (column: number) =>
    (await table.locator(`tbody tr td:nth-child(${column})`).allTextContents()).reduce(
      (sum, text) => sum + Number(text.replace(/\D/g, '')),
      0,
    );
  expect(await cells(2)).toBe(onsite);
  expect(await cells(3)).toBe(selfService);
  expect(await cells(4)).toBe(delivery);
  expect(await cells(5)).toBe(totalSales);
  await expectNoSeriousA11yViolations(page, 'admin dashboard');

  // The orders list shows the same five orders.
  await page.goto('/settings/orders');
  await expect(page.getByText('5 pedidos')).toBeVisible();
});
