import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test } from './ownServer';
import { apiSession, signedInTerminal } from './session';
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
