import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { startFakePrinter } from './fakePrinter';
import { test } from './ownServer';
import { CheckoutDrawer } from './pages/CheckoutDrawer';
import { MenuPage } from './pages/MenuPage';
import { PrintersSettingsPage } from './pages/PrintersSettingsPage';
import { apiSession, openAdminDrawer, signedInTerminal } from './session';

// Issue 18 'Show it', through the screens, on a server of its own: an administrator takes a phone
// order for a returning customer found by phone (an earlier address picked), adds 3 products and
// closes it with a 5.000 delivery value; a second terminal's board shows it ongoing at once, warns
// when its (fake) clock is 11 minutes on, dispatches it with a user as driver; the first terminal
// marks it delivered and sees it in today's list. The fake printer's bytes hold the delivery ticket's
// address and phone, and the driver's ticket the driver. A rejected order leaves the board with its note.

test.slow();

const list = (page: Page, name: string) => page.getByRole('region', { name });
const card = (page: Page, listName: string, customer: string) =>
  list(page, listName).getByTestId('delivery-card').filter({ hasText: customer });

test('a phone order from the form to delivered on two terminals, late after 11 minutes, its tickets printed; a rejected one leaves with its note', async ({
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
  // The administrator's own open drawer to charge in.
  await openAdminDrawer(api, admin);

  const { page } = await signedInTerminal(browser, api, server.origin, 'admin', { baseURL: server.origin });
  // The board's terminal: a phone whose clock the test moves on (its time labels read Date).
  const board = (
    await signedInTerminal(browser, api, server.origin, 'admin', {
      baseURL: server.origin,
      viewport: { width: 390, height: 844 },
    })
  ).page;
  await board.clock.install();
  try {
    const settings = new PrintersSettingsPage(page);
    await settings.open();
    await settings.add({ name: 'Domicilios e2e', host: '127.0.0.1', port: printer.port });
    await board.goto('/pos?mainTab=3');
    await expect(list(board, 'En curso')).toContainText('No hay domicilios en curso.');

    const menu = new MenuPage(page);
    const newOrderForm = async () => {
      await page.goto('/pos?mainTab=3');
      await page.getByRole('button', { name: 'Nuevo domicilio' }).click();
      return page.getByRole('dialog', { name: 'Nuevo domicilio' });
    };
    /** From the filled form: a 5.000 delivery value, the products sent, closed cash on delivery. */
    const orderAndClose = async (form: Locator, name: string, products: string[]) => {
      await form.locator('label', { hasText: /5\.000/ }).click();
      await form.getByRole('button', { name: 'Tomar el pedido' }).click();
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      for (const product of products) {
        await menu.openCategory('Bebidas');
        await menu.openProduct(product);
        await menu.product.addButton.click();
      }
      await expect(menu.orderPanel.lines).toHaveCount(products.length);
      await menu.orderPanel.send();
      await menu.orderPanel.region.getByRole('button', { name: 'Cerrar mesa' }).click();
      const drawer = new CheckoutDrawer(page, `Cerrar ${name}`);
      await drawer.chooseMethod('Efectivo');
      const answer = await drawer.charge();
      expect(answer.status(), await answer.text()).toBe(200);
      return (
        (await answer.json()) as { order: { state: number; deliveryValue: number; total: number; subtotal: number } }
      ).order;
    };

    // The returning customer: found by phone, an earlier address picked from the history.
    let form = await newOrderForm();
    await form.getByRole('textbox', { name: 'Teléfono' }).fill('300 555 7788');
    await expect(form.getByText('Cliente encontrado: Marta Ruiz')).toBeVisible();
    const address = form.getByRole('textbox', { name: 'Dirección', exact: true });
    await address.fill('');
    await form
      .getByRole('button', { name: 'Usar la dirección Calle 45 # 12-30, Torre 2 apto 501, Teusaquillo' })
      .click();
    await expect(address).toHaveValue('Calle 45 # 12-30');
    const order = await orderAndClose(form, 'Marta Ruiz', ['Café tinto', 'Limonada de coco', 'Agua']);
    expect(order).toMatchObject({ state: 1, deliveryValue: 5000 });
    expect(order.total).toBe(order.subtotal + 5000);

    // The other terminal's board shows it ongoing, by the delivery.changed event (how soon is
    // `npm run bench`'s figure, bench/ui-live.ts ui.liveUpdate.delivery: a busy machine cannot fail it).
    await expect(card(board, 'En curso', 'Marta Ruiz')).toBeVisible();
    await expect(card(board, 'En curso', 'Marta Ruiz')).toContainText('Hace 0 min');
    // Eleven minutes on, the label warns and the card says the order is late.
    await board.clock.fastForward('11:00');
    const late = card(board, 'En curso', 'Marta Ruiz');
    await expect(late).toContainText(/Hace 1[12] min/);
    await expect(late).toContainText('Pedido atrasado');
    await expect(late.locator('[data-level="warning"]')).toBeVisible();
    await expectNoSeriousA11yViolations(board, 'delivery board');

    // A second order, for a new customer, to reject.
    form = await newOrderForm();
    await form.getByRole('textbox', { name: 'Teléfono' }).fill('3109998877');
    await form.getByRole('textbox', { name: 'Cliente', exact: true }).fill('Pedro Gil');
    await form.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Carrera 7 # 70-10');
    await orderAndClose(form, 'Pedro Gil', ['Agua']);
    await expect(card(board, 'En curso', 'Pedro Gil')).toBeVisible();

    // Dispatched from the board's drawer with one of the branch's users as driver.
    await card(board, 'En curso', 'Marta Ruiz')
      .getByRole('button', { name: /^Ver el domicilio/ })
      .click();
    let detail = board.getByRole('dialog', { name: /^Domicilio \d+$/ });
    const driver = detail.getByLabel('Domiciliario', { exact: true });
    await driver.fill('Mario');
    await board.getByRole('option', { name: 'Mario Mesero' }).click();
    await expect(driver).toHaveValue('Mario Mesero');
    await detail.getByRole('button', { name: 'Despachar' }).click();
    await expect(detail).toBeHidden();
    await expect(card(board, 'Despachados', 'Marta Ruiz')).toContainText('Mario Mesero');
    // Paid cash on delivery: Mario brings its whole total back.
    const driversCash = board.getByRole('region', { name: 'Efectivo por domiciliario' });
    const pesos = `$${String(order.total).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
    await expect(driversCash.getByRole('row', { name: `Mario Mesero 1 ${pesos}` })).toBeVisible();

    // The first terminal sees it dispatched, marks it delivered, and today's list shows it.
    await page.goto('/pos?mainTab=3');
    await expect(card(page, 'Despachados', 'Marta Ruiz')).toContainText('Mario Mesero');
    await card(page, 'Despachados', 'Marta Ruiz').getByRole('button', { name: 'Entregado' }).click();
    await expect(page.getByText('Domicilio movido.')).toBeVisible();
    await expect(card(page, 'Entregados hoy', 'Marta Ruiz')).toBeVisible();
    await expect(card(board, 'Entregados hoy', 'Marta Ruiz')).toBeVisible();
    await expect(card(board, 'Despachados', 'Marta Ruiz')).toHaveCount(0);
    await expect(driversCash).toContainText('Nadie está en ruta.');

    // The tickets: at the close with the address and phone, at the dispatch with the driver too.
    await expect.poll(() => printer.text()).toContain('Domiciliario: Mario Mesero');
    const printed = printer.text();
    expect(printed).toContain('DOMICILIO');
    expect(printed).toContain('Calle 45 # 12-30');
    expect(printed).toContain('3005557788');

    // Rejected from the board's drawer with a note: it leaves both boards; the note is its observation.
    await card(board, 'En curso', 'Pedro Gil')
      .getByRole('button', { name: /^Ver el domicilio/ })
      .click();
    detail = board.getByRole('dialog', { name: /^Domicilio \d+$/ });
    await detail.getByRole('button', { name: 'Rechazar domicilio' }).click();
    await expect(detail.getByText('Escriba el motivo para rechazarlo.')).toBeVisible();
    await detail.getByRole('textbox', { name: 'Motivo del rechazo' }).fill('El cliente no contesta');
    await detail.getByRole('button', { name: 'Rechazar domicilio' }).click();
    await expect(detail).toBeHidden();
    for (const terminal of [board, page]) {
      await expect(card(terminal, 'En curso', 'Pedro Gil')).toHaveCount(0);
      await expect(terminal.getByTestId('count-ongoing')).toHaveText('0');
    }
    expect(
      server.read((db) =>
        db.prepare("select state, observation from orders where delivery_customer_name = 'Pedro Gil'").get(),
      ),
    ).toEqual({ state: 3, observation: 'El cliente no contesta' });
  } finally {
    await printer.stop();
  }
});
