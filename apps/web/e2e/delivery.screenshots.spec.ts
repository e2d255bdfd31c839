import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test } from './ownServer';
import { apiSession, openAdminDrawer, productId, signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of taking a delivery order (issue 18): the customer form with a returning customer found by
// phone and their earlier addresses, its discount (issue 27), and the menu header with the customer and its info icon, in
// Spanish and English, on a tablet and a phone (gitignored). A server of its own.

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS_DIR, { recursive: true });

const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

const LANGUAGES = [
  {
    code: 'es',
    locale: 'es-ES',
    tab: 'Domicilios',
    new: 'Nuevo domicilio',
    phone: 'Teléfono',
    found: 'Cliente encontrado: Marta Ruiz',
    fee: 'Valor del domicilio',
    start: 'Tomar el pedido',
    info: 'Información general',
    discount: 'Descuento (opcional)',
    reason: 'Obsequio',
    amount: 'Valor ($)',
    value: 'Valor del descuento',
  },
  {
    code: 'en',
    locale: 'en-US',
    tab: 'Deliveries',
    new: 'New delivery',
    phone: 'Phone',
    found: 'Customer found: Marta Ruiz',
    fee: 'Delivery fee',
    start: 'Take the order',
    info: 'General information',
    discount: 'Discount (optional)',
    reason: 'Gift',
    amount: 'Amount ($)',
    value: 'Discount value',
  },
] as const;

test.slow();

test('delivery: the customer form with a returning customer, and the menu header, in es and en, tablet and phone', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const created = await api.post('/api/customers', {
    headers: { authorization: `Bearer ${admin.jwt}` },
    data: [
      {
        name: 'Marta Ruiz',
        phone: '3005557788',
        address: { address: 'Calle 45 # 12-30', addressLine1: 'Torre 2 apto 501', neighborhood: 'Teusaquillo' },
      },
    ],
  });
  expect(created.status(), await created.text()).toBe(201);

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      const shoot = async (name: string) => {
        await visuallySettled(page);
        await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png` });
      };

      await page.goto('/pos?mainTab=3');
      await page.getByRole('button', { name: language.new }).click();
      const form = page.getByRole('dialog', { name: language.new });
      await form.getByRole('textbox', { name: language.phone }).fill('300 555 7788');
      await expect(form.getByText(language.found)).toBeVisible();
      // Mantine's chip keeps its input visually hidden under its label.
      await form.locator('label', { hasText: /5\.000/ }).click();
      await shoot('delivery-form');

      // Issue 27 item 12: the discount as the table's, a reason, a type and a value.
      const discount = form.getByRole('group', { name: language.discount });
      await discount.getByRole('radio', { name: language.reason }).click();
      await discount.getByRole('radio', { name: language.amount }).click();
      await discount.getByRole('textbox', { name: language.value }).fill('3000');
      await discount.scrollIntoViewIfNeeded();
      await shoot('delivery-form-discount');

      await form.getByRole('button', { name: language.start }).click();
      await expect(page.getByRole('heading', { name: 'Marta Ruiz', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: language.info })).toBeVisible();
      await shoot('delivery-menu-header');

      await page.getByRole('button', { name: language.info }).click();
      await expect(
        page.getByRole('dialog', { name: language.info }).getByRole('textbox', { name: language.fee }),
      ).toBeVisible();
      await shoot('delivery-general-information');
      await page.context().close();
    }
  }
});

// Issue 27 §9: after charging a delivery its change dialog shows over the menu (the delivery's table
// has left the floor), then the board.
test('delivery: the change dialog after its charge, in es and en, tablet and phone', async ({
  browser,
  api,
  server,
}) => {
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  const cashierId = await openAdminDrawer(api, admin);
  const agua = await productId(api, admin.jwt, 'Agua');
  const texts = {
    es: { close: 'Cerrar mesa', quick: 'Cobrar en efectivo con', change: 'Entregar cambio', ongoing: 'En curso' },
    en: { close: 'Close table', quick: 'Charge cash with', change: 'Give the change', ongoing: 'Ongoing' },
  } as const;

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const text = texts[language.code];
      const suffix = `${language.code}-${size.width}x${size.height}`;
      // Taken and sent through the API (delivery.spec takes one through the screens); charged on screen.
      const tableId = crypto.randomUUID();
      const form = { phone: '3109998877', customer: 'Pedro Gil', address: 'Carrera 7 # 70-10', valueDelivery: 5000 };
      expect((await api.post('/api/delivery/orders', { headers, data: { id: tableId, form } })).status()).toBe(200);
      const lines = [{ id: crypto.randomUUID(), productId: agua, quantity: 1 }];
      expect((await api.post(`/api/tables/${tableId}/lines`, { headers, data: { lines } })).status()).toBe(200);
      expect((await api.post(`/api/tables/${tableId}/command`, { headers })).status()).toBe(200);
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      await page.addInitScript(
        ({ id, table }) => {
          localStorage.setItem('openCashier', id);
          localStorage.setItem('table', JSON.stringify({ tableId: table, justOccupied: false }));
        },
        { id: cashierId, table: tableId },
      );
      await page.goto('/menu/home');
      await expect(page.getByRole('heading', { name: 'Pedro Gil', exact: true })).toBeVisible();
      const panel = page.getByRole('region', { name: /· Pedro Gil$/ });
      await panel.getByRole('button', { name: text.close }).click();
      const drawer = page.getByRole('dialog', { name: /Pedro Gil$/ });
      await drawer.getByRole('radio', { name: 'Efectivo', exact: true }).click();
      // Paid to the driver with the largest quick amount: the change dialog stays until tapped.
      await drawer.getByRole('group', { name: text.quick }).getByRole('button').last().click();
      const dialog = page.getByRole('dialog', { name: text.change });
      await expect(dialog).toBeVisible();
      await visuallySettled(page);
      await page.screenshot({ path: `${SCREENSHOTS_DIR}delivery-charged-${suffix}.png` });
      await dialog.getByRole('button', { name: /^(Listo|Done)$/ }).click();
      await expect(page).toHaveURL(/\/pos\?mainTab=3$/);
      await expect(
        page
          .getByRole('region', { name: text.ongoing })
          .getByTestId('delivery-card')
          .filter({ hasText: 'Pedro Gil' })
          .first(),
      ).toBeVisible();
      await page.context().close();
    }
  }
});
