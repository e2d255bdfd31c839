import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { startFakePrinter } from './fakePrinter';
import { BillingSettingsPage } from './pages/BillingSettingsPage';
import { FloorPage } from './pages/FloorPage';
import { MenuPage } from './pages/MenuPage';
import { PrintersSettingsPage } from './pages/PrintersSettingsPage';
import { apiSession, signedInTerminal } from './session';

// Mesa 70 is this spec's own table, made here at slot 48 (the demo floor's tables are other specs').
const TABLE = { name: 'Mesa 70', numberTable: 70, position: 48 };

test('an administrator adds the fake network printer, test prints, sends a command from a table, sees the job printed, and removes the printer', async ({
  browser,
  request,
  baseURL,
}) => {
  const printer = await startFakePrinter();
  const printerName = `Cocina e2e ${printer.port}`;
  const { page, session } = await signedInTerminal(browser, request, baseURL!, 'admin');
  const auth = { authorization: `Bearer ${session.jwt}` };
  const rooms = (await (await request.get('/api/rooms', { headers: auth })).json()) as { id: string; name: string }[];
  const table = await request.post('/api/tables', {
    headers: auth,
    data: { ...TABLE, roomId: rooms.find((room) => room.name === 'Salón Principal')?.id ?? null },
  });
  expect(table.status()).toBe(201);
  const settings = new PrintersSettingsPage(page);
  try {
    await settings.open();
    await settings.add({ name: printerName, host: '127.0.0.1', port: printer.port });
    await expect(settings.printer(printerName)).toContainText(`127.0.0.1:${printer.port} · 80 mm`);
    await settings.testPrint(printerName);
    await expect(settings.printer(printerName).locator('[data-printer-state]')).toHaveText('En línea');
    await expectNoSeriousA11yViolations(page, 'printers');

    // A command from the table: the queue sends it to the printer and the sender hears COMMAND PRINTER.
    const floor = new FloorPage(page);
    const menu = new MenuPage(page);
    await floor.open();
    await floor.take(TABLE.name, 2);
    await menu.expectTable(TABLE.name);
    await menu.openCategory('Bebidas');
    await menu.openProduct('Café tinto');
    await menu.product.addButton.click();
    await menu.orderPanel.send();
    await expect(page.getByText('Comanda impresa')).toBeVisible();
    await expect(page.getByText(`Comanda · ${printerName}`)).toBeVisible();
    await expect.poll(() => printer.text()).toContain('tinto');
    expect(printer.text()).toContain('Caf\x82 tinto');

    await settings.open('jobs');
    const command = settings.jobsOn(printerName).filter({ hasText: 'Café tinto' }).first();
    await expect(settings.statusOf(command)).toHaveText('Impreso');
    await expect(command).toContainText('Comanda');
    await expectNoSeriousA11yViolations(page, 'print jobs');

    // Soft delete, after a confirmation: the printer leaves the list.
    await settings.open();
    await settings.remove(printerName);
  } finally {
    // The printer goes before the fake one stops, so no other spec's job waits on it.
    await request
      .get('/api/printers', { headers: auth })
      .then((answer) => answer.json() as Promise<{ id: string; nameCustom: string }[]>)
      .then((printers) => printers.filter((candidate) => candidate.nameCustom === printerName))
      .then((mine) =>
        mine.length
          ? request.put('/api/printers', {
              headers: auth,
              data: { ids: mine.map((p) => p.id), payload: { deleted: true } },
            })
          : null,
      );
    await printer.stop();
  }
});

test('the billing preview follows what is typed; save needs a change', async ({ browser, request, baseURL }) => {
  const admin = await apiSession(request, 'admin');
  const original = (await (
    await request.get('/api/billing-config', { headers: { authorization: `Bearer ${admin.jwt}` } })
  ).json()) as { footer: string };
  const { page } = await signedInTerminal(browser, request, baseURL!, 'admin');
  const billing = new BillingSettingsPage(page);
  await billing.open();
  await expect(billing.saveButton).toBeDisabled();

  await billing.header.fill('Restaurante Prueba e2e\nNIT 900.000.001-2');
  await expect(billing.preview).toContainText('Restaurante Prueba e2e');
  await expect(billing.preview).toContainText('NIT 900.000.001-2');
  await expectNoSeriousA11yViolations(page, 'billing settings');
  await expect(billing.saveButton).toBeEnabled();

  await billing.consecutive.fill('4999');
  await expect(billing.preview).toContainText('No. 5000');
  await billing.footer.fill('Vuelva pronto');
  await expect(billing.preview).toContainText('Vuelva pronto');
  await billing.qr.fill('https://comandero.example/factura');
  await expect(billing.preview.getByRole('img', { name: /^Código QR de / })).toBeVisible();

  // Typed back to the saved text: nothing to save.
  await page.reload();
  await expect(billing.saveButton).toBeDisabled();
  await billing.footer.fill(`${original.footer}!`);
  await expect(billing.saveButton).toBeEnabled();
  await billing.footer.fill(original.footer);
  await expect(billing.saveButton).toBeDisabled();

  // Saved: SUCCESS, and the saved text is the new starting point; the original goes back afterwards.
  await billing.footer.fill(`${original.footer} e2e`);
  await billing.save();
  await billing.footer.fill(original.footer);
  await billing.save();
});
