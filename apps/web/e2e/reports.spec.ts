import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from './axe';
import { test } from './ownServer';
import { closeTablesWithTips } from './reportsData';
import { signedInTerminal } from './session';

// Issue 19 "Show it" (first slice): after tables closed with tips, the tips report's totals per waiter
// are the closes' sums, and its XLSX export opens (parsed here) with the same sums. A server of its own,
// so today's completed orders are only these.

const peso = (amount: number) => `$${amount.toLocaleString('es-CO').replaceAll(',', '.')}`;

test.slow();

test('the tips report adds up each waiter’s tips, and its XLSX export opens with the same sums', async ({
  browser,
  api,
  server,
}) => {
  const closed = await closeTablesWithTips(api);
  const sum = (rows: typeof closed, key: 'total' | 'tip') => rows.reduce((total, row) => total + row[key], 0);
  const mario = closed.filter((row) => row.waiter === 'Mario Mesero');
  const ana = closed.filter((row) => row.waiter === 'Ana Administradora');

  const { page } = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  await page.goto('/settings/tips');
  const byWaiter = page.getByRole('table', { name: 'Totales por mesero' });
  await expect(byWaiter.getByRole('row', { name: /Mario Mesero/ })).toContainText(peso(sum(mario, 'tip')));
  await expect(byWaiter.getByRole('row', { name: /Mario Mesero/ })).toContainText(peso(sum(mario, 'total')));
  await expect(byWaiter.getByRole('row', { name: /Ana Administradora/ })).toContainText(peso(sum(ana, 'tip')));
  await expect(page.getByText('3 órdenes')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'tips report');

  await page.getByRole('button', { name: 'Exportar' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Libro de Excel (.xlsx)' }).click();
  await expect(page.getByText('Exportación completada!')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toBe('propinas.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(9).value).toBe('Propina');
  const rows: { waiter: string; total: number; tip: number }[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1)
      rows.push({
        waiter: String(row.getCell(4).value),
        total: row.getCell(8).value as number,
        tip: row.getCell(9).value as number,
      });
  });
  expect(rows).toHaveLength(3);
  expect(rows.reduce((total, row) => total + row.tip, 0)).toBe(sum(closed, 'tip'));
  expect(rows.reduce((total, row) => total + row.total, 0)).toBe(sum(closed, 'total'));
  expect(rows.filter((row) => row.waiter === 'Mario Mesero').reduce((total, row) => total + row.tip, 0)).toBe(
    sum(mario, 'tip'),
  );
});
