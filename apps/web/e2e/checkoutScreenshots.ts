import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, type DemoRole } from './demoUsers';
import { productId } from './session';
import { visuallySettled } from './settled';

// Screens of charging (discount form, close drawer with cash and change and split, change dialog,
// self-service, orders history and its view) for screenshots.spec.ts. They use a room and a table of
// their own ('Cobros', Mesa 60) and a cashier opened for the device, so no other spec sees them.

const TEXTS = {
  es: {
    sales: 'Descuento',
    preBill: 'Imprimir pre-cuenta',
    close: 'Cerrar mesa',
    discount: 'Descuento de venta',
    birthday: 'Cumpleaños',
    percent: 'Porcentaje (%)',
    pad: (field: string) => `Teclado de ${field}`,
    discountValue: 'Valor del descuento',
    received: 'Valor recibido',
    apply: 'Aplicar',
    applied: 'Descuento aplicado',
    closeTitle: 'Cerrar Mesa 60',
    equal: 'Partes iguales',
    whole: 'Toda',
    charge: 'Cobrar',
    change: 'Entregar cambio',
    done: 'Listo',
    category: 'Ver productos de Bebidas',
    add: /^Agregar /,
    complete: 'Completar pedido',
    cart: 'Pedido de autoservicio',
    success: 'Pago exitoso',
    orders: 'Pedidos',
    view: /^Ver pedido #/,
    order: /^Pedido #/,
  },
  en: {
    sales: 'Discount',
    preBill: 'Print pre-bill',
    close: 'Close table',
    discount: 'Sales discount',
    birthday: 'Birthday',
    percent: 'Percent (%)',
    pad: (field: string) => `Keypad for ${field}`,
    discountValue: 'Discount value',
    received: 'Amount received',
    apply: 'Apply',
    applied: 'Discount applied',
    closeTitle: 'Close Mesa 60',
    equal: 'Equal parts',
    whole: 'All',
    charge: 'Charge',
    change: 'Give the change',
    done: 'Done',
    category: 'See the products of Bebidas',
    add: /^Add /,
    complete: 'Complete order',
    cart: 'Self-service order',
    success: 'Payment successful',
    orders: 'Orders',
    view: /^See order #/,
    order: /^Order #/,
  },
} as const;

interface Shots {
  dir: string;
  languages: readonly { code: 'es' | 'en'; locale: string }[];
  sizes: readonly { width: number; height: number }[];
}

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

async function login(request: APIRequestContext, role: DemoRole) {
  const { email, password } = DEMO_USERS[role];
  const answer = await request.post('/api/auth/login', { data: { identifier: email, password } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { jwt: string; user: unknown };
}

/** Mesa 60 in the room 'Cobros', made once; the waiter orders and sends two lemonades and an ajiaco. */
async function servedTable(request: APIRequestContext, admin: string): Promise<string> {
  const tables = (await (await request.get('/api/tables', { headers: bearer(admin) })).json()) as {
    id: string;
    numberTable: number;
  }[];
  let tableId = tables.find((table) => table.numberTable === 60)?.id;
  if (!tableId) {
    const room = await request.post('/api/rooms', { headers: bearer(admin), data: { name: 'Cobros' } });
    const { id: roomId } = (await room.json()) as { id: string };
    const created = await request.post('/api/tables', {
      headers: bearer(admin),
      data: { name: 'Mesa 60', numberTable: 60, roomId, position: 1 },
    });
    tableId = ((await created.json()) as { id: string }).id;
  }
  const waiter = (await login(request, 'mesero')).jwt;
  const line = async (name: string, quantity: number) => ({
    id: crypto.randomUUID(),
    productId: await productId(request, waiter, name),
    quantity,
  });
  const lines = [await line('Limonada de coco', 2), await line('Ajiaco santafereño', 1)];
  const added = await request.post(`/api/tables/${tableId}/lines`, {
    headers: bearer(waiter),
    data: { lines, people: 2 },
  });
  expect(added.status()).toBe(200);
  expect((await request.post(`/api/tables/${tableId}/command`, { headers: bearer(waiter) })).status()).toBe(200);
  return tableId;
}

/** A cashier opened for this screenshot run; the device remembers it, as after opening it there. */
async function openCashier(request: APIRequestContext, admin: string, name: string): Promise<string> {
  const created = await request.post('/api/cashiers', { headers: bearer(admin), data: { name, userIds: [] } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const bills = [1000, 2000, 5000, 10000, 20000, 50000, 100000].map((value) => [
    `bill_${value}`,
    value === 50000 ? 2 : 0,
  ]);
  const coins = [50, 100, 200, 500, 1000].map((value) => [`coin_${value}`, 0]);
  const opened = await request.post('/api/cashiers/register/state', {
    headers: bearer(admin),
    data: {
      type: 1,
      cashierId: id,
      createdAt: new Date().toISOString(),
      detail: { counts: Object.fromEntries([...coins, ...bills]) },
    },
  });
  expect(opened.status()).toBe(200);
  return id;
}

async function signIn(page: Page, request: APIRequestContext, storage: Record<string, string>) {
  const { jwt, user } = await login(request, 'admin');
  await page.goto('/login');
  await page.evaluate(
    ([token, stored, extra]) => {
      localStorage.setItem('jwt', token);
      localStorage.setItem('user', stored);
      for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
    },
    [jwt, JSON.stringify(user), storage] as const,
  );
  return jwt;
}

async function pad(page: Page, name: string, digits: string) {
  const keys = page.getByRole('group', { name });
  for (const digit of digits) await keys.getByRole('button', { name: digit, exact: true }).click();
}

export function checkoutScreenshots({ dir, languages, sizes }: Shots): void {
  for (const language of languages) {
    for (const size of sizes) {
      const suffix = `${language.code}-${size.width}x${size.height}`;
      const texts = TEXTS[language.code];
      test.describe(`checkout screens ${suffix}`, () => {
        test.use({ locale: language.locale, viewport: size });
        const shoot = (page: Page, name: string) =>
          page.screenshot({ path: `${dir}${name}-${suffix}.png`, fullPage: true });
        const shootDialog = (page: Page, name: string) => page.screenshot({ path: `${dir}${name}-${suffix}.png` });
        let cashierId = '';

        test('sales discount, close drawer with cash and change, split, change dialog', async ({ page, request }) => {
          const admin = (await login(request, 'admin')).jwt;
          cashierId = await openCashier(request, admin, `Caja cobros ${language.code} ${size.width}`);
          const tableId = await servedTable(request, admin);
          await signIn(page, request, {
            openCashier: cashierId,
            table: JSON.stringify({ tableId, justOccupied: false }),
          });
          await page.goto('/menu/home');
          const panel = page.getByRole('region', { name: /· Mesa 60$/ });
          await panel.getByRole('button', { name: texts.sales }).click();
          const form = page.getByRole('dialog', { name: texts.discount });
          await form.getByRole('radio', { name: texts.birthday }).click();
          await pad(page, texts.pad(texts.discountValue), '10');
          await form.getByRole('radio', { name: texts.birthday }).scrollIntoViewIfNeeded();
          await visuallySettled(page);
          await shootDialog(page, 'checkout-discount');
          await form.getByRole('button', { name: texts.apply }).click();
          await expect(form).toBeHidden();
          await expect(page.getByText(texts.applied)).toBeVisible();
          await expect(page.getByText(texts.applied)).toBeHidden();
          // The pre-bill button loads with the charging texts, under the charge actions.
          await expect(panel.getByRole('button', { name: texts.preBill })).toBeVisible();
          await visuallySettled(page);
          await shoot(page, 'checkout-order-discount');
          await panel.screenshot({ path: `${dir}checkout-pre-bill-${suffix}.png` });

          await panel.getByRole('button', { name: texts.close }).click();
          const drawer = page.getByRole('dialog', { name: texts.closeTitle });
          await expect(drawer.getByTestId('charge-total')).toHaveText('$45.540');
          await visuallySettled(page);
          await shootDialog(page, 'checkout-close');
          await drawer.getByRole('radio', { name: 'Efectivo' }).click();
          await pad(page, texts.pad(texts.received), '100000');
          await drawer.getByTestId('live-change').scrollIntoViewIfNeeded();
          await visuallySettled(page);
          await shootDialog(page, 'checkout-close-cash');

          await drawer.getByRole('radio', { name: texts.equal }).scrollIntoViewIfNeeded();
          await drawer.getByRole('radio', { name: texts.equal }).click();
          await drawer.getByRole('radio', { name: texts.equal }).scrollIntoViewIfNeeded();
          await visuallySettled(page);
          await shootDialog(page, 'checkout-close-split');
          await drawer.getByRole('radio', { name: texts.whole }).click();

          await drawer.getByRole('button', { name: texts.charge, exact: true }).click();
          const change = page.getByRole('dialog', { name: texts.change });
          await expect(change).toBeVisible();
          await visuallySettled(page);
          await shootDialog(page, 'checkout-change');
          await change.getByRole('button', { name: texts.done }).click();
          await expect(page).toHaveURL(/\/pos$/);
        });

        test('self-service, orders history and an order', async ({ page, request }) => {
          await signIn(page, request, cashierId ? { openCashier: cashierId } : {});
          await page.goto('/pos?mainTab=2');
          await page.getByRole('button', { name: texts.category }).click();
          for (const product of ['Cappuccino', 'Limonada de coco']) {
            await page.getByRole('button', { name: new RegExp(`^${product}`) }).click();
            await page.getByRole('button', { name: texts.add }).click();
          }
          const cart = page.getByRole('region', { name: texts.cart });
          await expect(cart.getByRole('listitem')).toHaveCount(2);
          await visuallySettled(page);
          await shoot(page, 'self-service');
          await cart.getByRole('button', { name: texts.complete }).click();
          const drawer = page.getByRole('dialog', { name: texts.complete });
          await drawer.getByRole('radio', { name: 'Tarjeta' }).click();
          await visuallySettled(page);
          await shootDialog(page, 'self-service-pay');
          await drawer.getByRole('button', { name: texts.charge, exact: true }).click();
          const success = page.getByRole('dialog', { name: texts.success });
          // A plain success closes itself unless someone reaches for it: the pointer over it keeps it.
          await success.getByRole('button', { name: texts.done }).hover();
          await visuallySettled(page);
          await shootDialog(page, 'self-service-success');
          await success.getByRole('button', { name: texts.done }).click();

          await page.goto('/settings/orders');
          await expect(page.getByRole('button', { name: texts.view }).first()).toBeVisible();
          await visuallySettled(page);
          await shoot(page, 'orders-history');
          await page.getByRole('button', { name: texts.view }).first().click();
          await expect(page.getByRole('dialog', { name: texts.order })).toBeVisible();
          await visuallySettled(page);
          await shootDialog(page, 'orders-view');
        });
      });
    }
  }
}
