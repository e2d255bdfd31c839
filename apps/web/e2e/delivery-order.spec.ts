import net from 'node:net';
import { expect } from '@playwright/test';
import { test } from './ownServer';
import { CheckoutDrawer } from './pages/CheckoutDrawer';
import { MenuPage } from './pages/MenuPage';
import { PrintersSettingsPage } from './pages/PrintersSettingsPage';
import { apiSession, signedInTerminal } from './session';

// Issue 18 'Show it' (taking a delivery order), on a server of its own: an administrator takes a
// phone order for a returning customer found by phone, picks the address from the history, adds 3
// products, closes it with a 5.000 delivery fee (cash on delivery); the order is in state 1 and the
// fake printer's bytes hold the delivery ticket's address and phone.

/** A network receipt printer on 127.0.0.1: a real TCP server that records every job's bytes. */
async function startFakePrinter() {
  const received: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => {
      // DLE EOT n status queries: answer 'all well' (online, paper present).
      if (chunk[0] === 0x10 && chunk[1] === 0x04 && chunk.length === 3) socket.write(Uint8Array.of(0x12));
      else received.push(chunk);
    });
    socket.on('end', () => socket.end());
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    text: () => Buffer.concat(received).toString('latin1'),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test.slow();

test('a returning customer found by phone, an earlier address, 3 products, closed with a 5.000 delivery fee and its ticket printed', async ({
  browser,
  api,
  server,
}) => {
  const printer = await startFakePrinter();
  const admin = await apiSession(api, 'admin');
  const headers = { authorization: `Bearer ${admin.jwt}` };
  // The returning customer, with the address of an earlier delivery.
  const customer = await api.post('/api/customers', {
    headers,
    data: [
      {
        name: 'Marta Ruiz',
        phone: '3005557788',
        address: { address: 'Calle 45 # 12-30', addressLine1: 'Torre 2 apto 501', neighborhood: 'Teusaquillo' },
      },
    ],
  });
  expect(customer.status()).toBe(201);
  // The administrator's own open cashier to charge in.
  const cashier = await api.post('/api/cashiers', {
    headers,
    data: { name: 'Caja Domicilios', userIds: [admin.user.id] },
  });
  expect(cashier.status()).toBe(201);
  const cashierId = ((await cashier.json()) as { id: string }).id;
  const counts = Object.fromEntries([
    ...[50, 100, 200, 500, 1000].map((value) => [`coin_${value}`, 0]),
    ...[1000, 2000, 5000, 10000, 20000, 50000, 100000].map((value) => [`bill_${value}`, value === 50000 ? 2 : 0]),
  ]);
  const opened = await api.post('/api/cashiers/register/state', {
    headers,
    data: { type: 1, cashierId, createdAt: new Date().toISOString(), detail: { counts } },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  const { page } = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  try {
    const settings = new PrintersSettingsPage(page);
    await settings.open();
    await settings.add({ name: 'Domicilios e2e', host: '127.0.0.1', port: printer.port });

    await page.goto('/pos?mainTab=3');
    await page.getByRole('button', { name: 'Nuevo domicilio' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo domicilio' });
    await form.getByRole('textbox', { name: 'Teléfono' }).fill('300 555 7788');
    await expect(form.getByText('Cliente encontrado: Marta Ruiz')).toBeVisible();
    await form.getByRole('textbox', { name: 'Dirección', exact: true }).fill('');
    await form
      .getByRole('button', { name: 'Usar la dirección Calle 45 # 12-30, Torre 2 apto 501, Teusaquillo' })
      .click();
    await expect(form.getByRole('textbox', { name: 'Dirección', exact: true })).toHaveValue('Calle 45 # 12-30');
    await form.locator('label', { hasText: /5\.000/ }).click();
    await form.getByRole('button', { name: 'Tomar el pedido' }).click();

    const menu = new MenuPage(page);
    await expect(page.getByRole('heading', { name: 'Marta Ruiz', exact: true })).toBeVisible();
    for (const name of ['Café tinto', 'Limonada de coco', 'Agua']) {
      await menu.openCategory('Bebidas');
      await menu.openProduct(name);
      await menu.product.addButton.click();
    }
    await expect(menu.orderPanel.lines).toHaveCount(3);
    await menu.orderPanel.send();

    await menu.orderPanel.region.getByRole('button', { name: 'Cerrar mesa' }).click();
    const drawer = new CheckoutDrawer(page, 'Cerrar Marta Ruiz');
    await drawer.chooseMethod('Efectivo');
    const answer = await drawer.charge();
    expect(answer.status(), await answer.text()).toBe(200);
    const body = (await answer.json()) as {
      order: { state: number; deliveryValue: number; total: number; subtotal: number };
    };
    expect(body.order).toMatchObject({ state: 1, deliveryValue: 5000 });
    expect(body.order.total).toBe(body.order.subtotal + 5000);

    await expect.poll(() => printer.text()).toContain('DOMICILIO');
    await expect.poll(() => printer.text()).toContain('Calle 45 # 12-30');
    expect(printer.text()).toContain('3005557788');
  } finally {
    await printer.stop();
  }
});
