import { expect } from '@playwright/test';
import { test } from './ownServer';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession, signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of the purchasing screens (issue 17 items 6–9): vendors, expenses and their drawer, purchases and the purchase form,
// waste and the stock count's report, in Spanish and English, on a tablet and a phone, for a person
// to look at (gitignored). A server of the test's own, with a vendor, an ingredient, a purchase and waste.

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    newPurchase: 'Nueva compra',
    save: 'Guardar compra',
    addItem: 'Agregar ingrediente',
    quantity: 'Cantidad (kg)',
    newWaste: 'Registrar merma',
    vendors: 'Proveedores',
    expenses: 'Gastos',
    newExpense: 'Nuevo gasto',
    saveExpense: 'Guardar',
    chooseVendor: 'Seleccione un proveedor',
    purchases: 'Compras',
    waste: 'Mermas',
    counted: 'Contado de Queso (kg)',
    saveCount: 'Guardar conteo',
    report: 'Reporte de diferencias',
  },
  {
    code: 'en',
    locale: 'en-US',
    newPurchase: 'New purchase',
    save: 'Save purchase',
    addItem: 'Add ingredient',
    quantity: 'Quantity (kg)',
    newWaste: 'Record waste',
    vendors: 'Vendors',
    expenses: 'Expenses',
    newExpense: 'New expense',
    saveExpense: 'Save',
    chooseVendor: 'Select a vendor',
    purchases: 'Purchases',
    waste: 'Waste',
    counted: 'Queso counted (kg)',
    saveCount: 'Save count',
    report: 'Variance report',
  },
] as const;

test.slow();

test('purchasing: vendors, expenses and their drawer, purchases and their form, waste and a count, in es and en, tablet and phone', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const post = async (path: string, data: unknown) => {
    const answer = await api.post(path, { headers, data });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as { id: string };
  };
  const vendor = await post('/api/suppliers', {
    name: 'Lácteos La Pradera',
    phone: '300 123 4567',
    address: 'Calle 10 # 4-20',
  });
  await post('/api/suppliers', {
    name: 'Carnes del Valle',
    phone: '311 555 0000',
    address: 'Plaza de mercado, local 12',
  });
  const queso = await post('/api/ingredients-stock', { name: 'Queso', unit: 'kg', cost: 18_000 });
  const pan = await post('/api/ingredients-stock', { name: 'Pan', unit: 'unit', cost: 500 });
  await post('/api/purchases', {
    invoiceNumber: 'FV-2031',
    supplierId: vendor.id,
    totalPaid: 50_000,
    items: [
      { ingredientId: queso.id, quantity: 5_000_000, total: 90_000 },
      { ingredientId: pan.id, quantity: 40_000, total: 20_000 },
    ],
  });
  await post('/api/trashes', { reason: 'Vencido', items: [{ ingredientId: queso.id, quantity: 250_000 }] });
  const landlord = await post('/api/suppliers', { name: 'Inmobiliaria Centro', phone: '601 555 1234' });
  const expenses = [
    [landlord.id, 'Arriendo del local, noviembre', 'rent', 4_500_000, 4_500_000, '2026-11-01', 'ARR-11'],
    [vendor.id, 'Mantenimiento de la nevera', 'maintenance', 380_000, 0, '2026-11-12', null],
    [landlord.id, 'Administración del edificio', 'services', 250_000, 250_000, '2026-11-05', null],
  ] as const;
  for (const [supplierId, concept, category, amount, paid, date, invoiceNumber] of expenses) {
    await post('/api/expenses', { supplierId, concept, category, amount, paid, date, invoiceNumber });
  }

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      const phone = size.width < 768;
      // A drawer over a long page is shot as the screen shows it (a full-page shot misplaces the overlay).
      const shoot = async (name: string, fullPage = !phone) => {
        await visuallySettled(page);
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage });
      };
      const list = (name: string) => (phone ? page.getByRole('list', { name }) : page.getByRole('table', { name }));

      await page.goto('/settings/vendors');
      await expect(list(language.vendors)).toBeVisible();
      await shoot('purchasing-vendors');

      await page.goto('/settings/expenses');
      await expect(list(language.expenses)).toBeVisible();
      await shoot('purchasing-expenses');
      await page.getByRole('button', { name: language.newExpense }).click();
      const expense = page.getByRole('dialog', { name: language.newExpense });
      // Saved empty: the drawer shows its messages.
      await expense.getByRole('button', { name: language.saveExpense }).click();
      await expect(expense.getByText(language.chooseVendor)).toBeVisible();
      await shoot('purchasing-expense-form', false);
      await page.keyboard.press('Escape');
      await expect(expense).toBeHidden();

      await page.goto('/settings/purchases');
      await expect(list(language.purchases)).toBeVisible();
      await shoot('purchasing-purchases');
      await page.getByRole('button', { name: language.newPurchase }).click();
      const form = page.getByRole('dialog', { name: language.newPurchase });
      await form.getByRole('combobox', { name: language.addItem }).fill('Queso');
      await page.getByRole('option', { name: 'Queso (kg)' }).click();
      await form.getByRole('textbox', { name: language.quantity }).fill('2,5');
      await form.getByRole('button', { name: language.save }).click();
      await shoot('purchasing-purchase-form');
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();

      await page.goto('/settings/trashes');
      await expect(list(language.waste)).toBeVisible();
      await shoot('purchasing-waste');
      await page.getByRole('button', { name: language.newWaste }).click();
      await expect(page.getByRole('dialog', { name: language.newWaste })).toBeVisible();
      await shoot('purchasing-waste-form');
      await page.keyboard.press('Escape');

      await page.goto('/settings/stock-count');
      await page.getByRole('textbox', { name: language.counted }).fill('4.5');
      await shoot('purchasing-count');
      await page.getByRole('button', { name: language.saveCount }).click();
      // A table on a tablet; a card per ingredient on a phone (StockCountReportTable.tsx).
      const report = size.width < 600 ? 'list' : 'table';
      await expect(page.getByRole(report, { name: language.report })).toBeVisible();
      await shoot('purchasing-count-report');
      await page.context().close();
    }
  }
});
