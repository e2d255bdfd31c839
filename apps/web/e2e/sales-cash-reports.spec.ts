import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './ownServer';
import { type Closed, closeCaja1, closeTablesWithTips, sellSelfServiceInCash } from './reportsData';
import { signedInTerminal } from './session';

// Issue 19 "Show it": after closes on two channels and two methods, the sales report's totals by
// channel and method are the closes' sums, its XLSX export opens with the same sums, and the
// cash-count report shows the drawer's close with system vs counted and the short. A server of its own.

const peso = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('es-CO').replaceAll(',', '.')}`;
const sum = (rows: readonly Closed[]) => rows.reduce((total, row) => total + row.total, 0);

test.slow();

test('the sales report adds up the closes by channel and method; the cash-count report shows the drawer short', async ({
  browser,
  api,
  server,
}) => {
  const closed = [...(await closeTablesWithTips(api)), await sellSelfServiceInCash(api)];
  const close = await closeCaja1(api, 500);
  const { page } = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });

  await page.goto('/settings/movement');
  await expect(page.getByRole('heading', { name: 'Ventas', level: 2 })).toBeVisible();
  const byChannel = page.getByRole('table', { name: 'Por canal' });
  await expect(byChannel.getByRole('row', { name: /En el local/ })).toContainText(
    peso(sum(closed.filter((row) => row.channel === 'onsite'))),
  );
  await expect(byChannel.getByRole('row', { name: /Autoservicio/ })).toContainText(
    peso(sum(closed.filter((row) => row.channel === 'self-service'))),
  );
  const byMethod = page.getByRole('table', { name: 'Por método de pago' });
  for (const method of ['Tarjeta', 'Efectivo']) {
    await expect(byMethod.getByRole('row', { name: new RegExp(method) })).toContainText(
      peso(sum(closed.filter((row) => row.methodPay === method))),
    );
  }
  await expectNoSeriousA11yViolations(page, 'sales report');

  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Libro de Excel (.xlsx)' }).click();
  await expect(page.getByText('Exportación completada!')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ventas.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  const lines: { group: string; key: string; total: number }[] = [];
  workbook.worksheets[0]!.eachRow((row, number) => {
    if (number > 1)
      lines.push({
        group: String(row.getCell(1).value),
        key: String(row.getCell(2).value),
        total: row.getCell(4).value as number,
      });
  });
  for (const group of ['Total', 'Canal', 'Método de pago', 'Hora', 'Día'])
    expect(
      lines.filter((line) => line.group === group).reduce((total, line) => total + line.total, 0),
      group,
    ).toBe(sum(closed));
  expect(lines.find((line) => line.group === 'Método de pago' && line.key === 'Efectivo')?.total).toBe(
    sum(closed.filter((row) => row.methodPay === 'Efectivo')),
  );

  await page.goto('/settings/cashier_movements');
  await expect(page.getByRole('heading', { name: 'Arqueos de caja', level: 2 })).toBeVisible();
  const row = page.getByRole('table', { name: 'Arqueos de caja' }).getByRole('row', { name: /Caja 1/ });
  const system = Object.values(close.methodsBySystem).reduce((total, value) => total + value, 0);
  await expect(row).toContainText(peso(system));
  await expect(row).toContainText(peso(system - 500));
  await expect(row).toContainText('-$500');
  expect(close.difference).toBe(-500);
  await expectNoSeriousA11yViolations(page, 'cash-count report');
  await page.getByRole('button', { name: /Ver el cierre de Caja 1/ }).click();
  const detail = page.getByRole('table', { name: 'Arqueo de Caja 1' });
  const cash = detail.getByRole('row', { name: /Efectivo/ });
  await expect(cash).toContainText(peso(close.methodsBySystem.Efectivo!));
  await expect(cash).toContainText(peso(close.methodsByUser.Efectivo!));
  await expect(cash).toContainText('-$500');
  await expect(detail.getByRole('row', { name: /Tarjeta/ })).toContainText('$0');
});
