import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { apiSession, signedInTerminal } from './session';

// Names of this spec's own (a run suffix), so a rerun on the same server finds only what it made.
const run = Date.now().toString(36).slice(-5);
const VENDOR = `Carnes del Valle ${run}`;
const INGREDIENT = `Carne molida ${run}`;
const INVOICE = `F-${run}`;

test('the admin creates a vendor, buys 10 kg of carne (stock up by exactly 10 kg), records waste and a count', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await apiSession(request, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  // The inventory's ingredients tab is another screen's; the ingredient comes from the API.
  const created = await request.post('/api/ingredients-stock', {
    headers,
    data: { name: INGREDIENT, unit: 'kg', cost: 24_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const carne = (await created.json()) as { id: string; quantity: number };
  const quantity = async () =>
    ((await (await request.get(`/api/ingredients-stock/${carne.id}`, { headers })).json()) as { quantity: number })
      .quantity;
  const before = await quantity();
  expect(before).toBe(0);

  const { page } = await signedInTerminal(browser, request, baseURL!, 'admin');

  // A vendor, from its drawer.
  await page.goto('/settings/vendors');
  await page.getByRole('button', { name: 'Nuevo proveedor' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo proveedor' });
  await drawer.getByRole('textbox', { name: 'Nombre' }).fill(VENDOR);
  await drawer.getByRole('textbox', { name: 'Teléfono' }).fill('300 123 4567');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(run);
  await expect(page.getByRole('table', { name: 'Proveedores' }).getByText(VENDOR)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'vendors list');

  // The purchase: 10 kg for $240.000, shown at $24.000,0 the kg.
  await page.goto('/settings/purchases');
  await page.getByRole('button', { name: 'Nueva compra' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva compra' });
  await form.getByRole('textbox', { name: 'Número de factura' }).fill(INVOICE);
  await form.getByRole('combobox', { name: 'Proveedor' }).fill(VENDOR);
  await page.getByRole('option', { name: VENDOR }).click();
  await form.getByRole('combobox', { name: 'Agregar ingrediente' }).fill(INGREDIENT);
  await page.getByRole('option', { name: `${INGREDIENT} (kg)` }).click();
  const line = form.getByTestId('purchase-line');
  await line.getByRole('textbox', { name: 'Cantidad (kg)' }).fill('10');
  await line.getByRole('textbox', { name: 'Total' }).fill('240000');
  await expect(line.getByTestId('unit-price')).toHaveText('$24.000,0 / kg');
  await expectNoSeriousA11yViolations(page, 'purchase form');
  await form.getByRole('button', { name: 'Guardar compra' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('table', { name: 'Compras' }).getByRole('row').filter({ hasText: INVOICE });
  await expect(row).toContainText(INGREDIENT);
  await expect(row).toContainText(VENDOR);
  await expect(row).toContainText('$240.000');
  expect(await quantity()).toBe(before + 10_000_000);

  // Waste: half a kilo gone bad.
  await page.goto('/settings/trashes');
  await page.getByRole('button', { name: 'Registrar merma' }).click();
  const waste = page.getByRole('dialog', { name: 'Registrar merma' });
  await waste.getByRole('textbox', { name: 'Motivo' }).fill('Vencido');
  await waste.getByRole('combobox', { name: 'Agregar ingrediente' }).fill(INGREDIENT);
  await page.getByRole('option', { name: `${INGREDIENT} (kg)` }).click();
  await waste.getByRole('textbox', { name: 'Cantidad (kg)' }).fill('0,5');
  await waste.getByRole('button', { name: 'Registrar' }).click();
  await expect(waste).toBeHidden();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(INGREDIENT);
  const wasted = page.getByRole('table', { name: 'Mermas' }).getByRole('row').filter({ hasText: INGREDIENT });
  await expect(wasted).toContainText('0,5 kg');
  await expect(wasted).toContainText('Vencido');
  expect(await quantity()).toBe(before + 9_500_000);

  // The count finds 9 kg: 0,5 kg short, worth -$12.000 at $24.000 the kg.
  await page.goto('/settings/stock-count');
  await page.getByRole('textbox', { name: `Contado de ${INGREDIENT} (kg)` }).fill('9');
  await page.getByRole('button', { name: 'Guardar conteo' }).click();
  const report = page.getByRole('table', { name: 'Reporte de diferencias' });
  await expect(report.getByRole('row').filter({ hasText: INGREDIENT })).toContainText('-0,5 kg');
  await expect(report.getByRole('row').filter({ hasText: INGREDIENT })).toContainText('-$12.000');
  await expectNoSeriousA11yViolations(page, 'stock count report');
  expect(await quantity()).toBe(before + 9_000_000);
});

test('the admin records an expense for a vendor made on the fly and sees it listed with its amount', async ({
  browser,
  request,
  baseURL,
}) => {
  const landlord = `Inmobiliaria ${run}`;
  const concept = `Arriendo ${run}`;
  const { page } = await signedInTerminal(browser, request, baseURL!, 'admin');
  await page.goto('/settings/expenses');
  await expect(page.getByRole('tab', { name: 'Gastos', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo gasto' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo gasto' });
  await drawer.getByRole('combobox', { name: 'Proveedor' }).fill(landlord);
  await page.getByRole('option', { name: `+ Crear proveedor «${landlord}»` }).click();
  await expect(drawer.getByRole('combobox', { name: 'Proveedor' })).toHaveValue(landlord);
  await drawer.getByRole('textbox', { name: 'Concepto' }).fill(concept);
  await drawer.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Arriendo' }).click();
  await drawer.getByRole('textbox', { name: 'Valor' }).fill('2500000');
  await drawer.getByRole('textbox', { name: 'Pagado' }).fill('1000000');
  await expectNoSeriousA11yViolations(page, 'expense form');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(run);
  const row = page.getByRole('table', { name: 'Gastos' }).getByRole('row').filter({ hasText: concept });
  await expect(row).toContainText(landlord);
  await expect(row).toContainText('Arriendo');
  await expect(row).toContainText('$2.500.000');
  await expect(row).toContainText('$1.000.000');
  await expect(page.getByTestId('expenses-total')).toContainText('Total: $2.500.000');
  await expectNoSeriousA11yViolations(page, 'expenses list');

  // The vendors tab counts it as an expense, not as a purchase.
  await page.getByRole('tab', { name: 'Proveedores' }).click();
  await expect(page).toHaveURL(/\/settings\/vendors$/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(landlord);
  const vendor = page.getByRole('table', { name: 'Proveedores' }).getByRole('row').filter({ hasText: landlord });
  // Columns: name, contact, created, total purchases, total expenses.
  await expect(vendor.getByRole('cell').nth(3)).toHaveText('$0');
  await expect(vendor.getByRole('cell').nth(4)).toHaveText('$2.500.000');
});
