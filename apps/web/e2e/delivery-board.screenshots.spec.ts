import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { insertDeliveryOrder } from './deliveryOrders';
import { test } from './ownServer';
import { signedInTerminal } from './session';
import { visuallySettled } from './settled';

// Pictures of the delivery board (issue 18): the three lists with on-time, warning and delayed
// orders, a driver, and the detail drawer, in Spanish and English, on a tablet and a phone
// (gitignored). A server of its own.

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
    ongoing: 'En curso',
    open: /^Ver el domicilio/,
    driver: 'Domiciliario',
    driversCash: 'Efectivo por domiciliario',
    order: 'Ver pedido #605',
  },
  {
    code: 'en',
    locale: 'en-US',
    ongoing: 'Ongoing',
    open: /^Open the delivery order/,
    driver: 'Driver',
    driversCash: 'Cash per driver',
    order: 'See order #605',
  },
] as const;

test.slow();

test('delivery board: lists and detail, in es and en, tablet and phone', async ({ browser, api, server }) => {
  const customers = [
    { name: 'Marta Ruiz', phone: '3005557788', address: 'Calle 45 # 12-30', neighborhood: 'Teusaquillo' },
    { name: 'Pedro Gil', phone: '3109998877', address: 'Carrera 7 # 70-10', neighborhood: 'Chapinero' },
    {
      name: 'Lucía Herrera Castañeda',
      phone: '3201234567',
      address: 'Av. Boyacá # 80-45 int. 3',
      neighborhood: 'Kennedy',
    },
    { name: 'Jorge Díaz', phone: '3157654321', address: 'Calle 100 # 15-20', neighborhood: 'Chicó' },
    { name: 'Sara López', phone: '3001112233', address: 'Transversal 22 # 61-09', neighborhood: 'Galerías' },
    { name: 'Ana Torres', phone: '3014445566', address: 'Calle 26 # 40-12', neighborhood: 'La Soledad' },
  ];
  const orders = [
    { displayNumber: 601, total: 45_000, minutesAgo: 2 },
    { displayNumber: 602, total: 38_500, minutesAgo: 12 },
    { displayNumber: 603, total: 27_000, minutesAgo: 18 },
    { displayNumber: 604, total: 52_000, minutesAgo: 9, state: 5, driver: 'Juan Moto' },
    { displayNumber: 605, total: 31_000, minutesAgo: 40, state: 6, driver: 'Mario Mesero' },
    { displayNumber: 606, total: 19_500, minutesAgo: 6, state: 5 },
  ];
  for (const [index, order] of orders.entries()) insertDeliveryOrder(server, { ...order, customer: customers[index] });

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const { page } = await signedInTerminal(browser, api, server.origin, 'admin', {
        baseURL: server.origin,
        locale: language.locale,
        viewport: size,
      });
      const phone = size.width < 768;
      await page.goto('/pos?mainTab=3');
      const ongoing = page.getByRole('region', { name: language.ongoing });
      await expect(ongoing.getByTestId('delivery-card')).toHaveCount(3);
      await visuallySettled(page);
      await page.screenshot({ path: `${SCREENSHOTS_DIR}delivery-board-${suffix}.png`, fullPage: !phone });
      // What each driver brings back: Juan Moto's order and the one nobody took yet.
      const driversCash = page.getByRole('region', { name: language.driversCash });
      await expect(driversCash.getByRole('row')).toHaveCount(4);
      await driversCash.scrollIntoViewIfNeeded();
      await driversCash.screenshot({ path: `${SCREENSHOTS_DIR}delivery-board-drivers-cash-${suffix}.png` });

      await ongoing
        .getByTestId('delivery-card')
        .filter({ hasText: '#602' })
        .getByRole('button', { name: language.open })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await visuallySettled(page);
      await page.screenshot({ path: `${SCREENSHOTS_DIR}delivery-board-detail-${suffix}.png` });

      // The driver: the branch's users suggested as one types.
      await page.getByRole('dialog').getByLabel(language.driver, { exact: true }).fill('Ma');
      await expect(page.getByRole('option', { name: 'Mario Mesero' })).toBeVisible();
      await visuallySettled(page);
      await page.screenshot({ path: `${SCREENSHOTS_DIR}delivery-board-driver-${suffix}.png` });

      // The delivered order in the orders history, with its delivery fields.
      await page.goto('/settings/orders');
      await page.getByRole('button', { name: language.order }).click();
      await expect(page.getByRole('dialog')).toContainText('Mario Mesero');
      await visuallySettled(page);
      await page.screenshot({ path: `${SCREENSHOTS_DIR}order-history-delivery-${suffix}.png` });
      await page.context().close();
    }
  }
});
