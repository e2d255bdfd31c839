import { money } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCashier, makeMovement } from '../../test/cashierFixtures';
import {
  AJIACO,
  CASHIER_ID,
  closeResult,
  JOB_ID,
  printedJob,
  SERVED_LINES,
  SETTINGS,
} from '../../test/checkoutFixtures';
import { apiError } from '../../test/fakeApi';
import { busyTable, makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { openMenuAt } from '../../test/menuServer';
import { BURGER, CATEGORIES, orderLine, tableOrder } from '../../test/orderFixtures';
import { enterTable } from '../table';

const caja = makeUser('Caja', { allowedViews: ['tables'] });
const TABLE_ID = makeTable(3).id;
const panel = () => screen.findByRole('region', { name: 'Pedido · Mesa 3' });

function openServedTable(routes = {}, user = caja, lines = SERVED_LINES) {
  localStorage.setItem('openCashier', CASHIER_ID);
  return openMenuAt('/menu/home', {
    user,
    order: tableOrder(TABLE_ID, lines),
    routes: {
      'GET /checkout/settings': { status: 200, body: SETTINGS },
      [`GET /print-jobs/${JOB_ID}`]: { status: 200, body: printedJob },
      ...routes,
    },
  });
}

async function pad(dialog: HTMLElement, field: string, digits: string) {
  const keys = within(dialog).getByRole('group', { name: `Teclado de ${field}` });
  for (const digit of digits) await userEvent.click(within(keys).getByRole('button', { name: digit }));
}

async function openDrawer() {
  await userEvent.click(await within(await panel()).findByRole('button', { name: 'Cerrar mesa' }));
  return screen.findByRole('dialog', { name: 'Cerrar Mesa 3' });
}

// The store outlives a test's storage: read again what the last test left (nothing).

describe('closing a table', () => {
  it('charges the discount another terminal set, as the server holds it', async () => {
    localStorage.setItem('openCashier', CASHIER_ID);
    const discount = { reason: 'cumpleanios' as const, other: '', type: 'PERCENT' as const, value: 10 };
    openMenuAt('/menu/home', {
      user: caja,
      order: tableOrder(TABLE_ID, SERVED_LINES, { discount }),
      routes: { 'GET /checkout/settings': { status: 200, body: SETTINGS } },
    });
    expect(await within(await panel()).findByTestId('order-discount')).toHaveTextContent('-$4.600');
    const drawer = await openDrawer();
    expect(await within(drawer).findByTestId('summary-discount')).toHaveTextContent('-$4.600');
    expect(within(drawer).getByTestId('charge-total')).toHaveTextContent('$45.540');
  });

  it('takes a 10 % birthday discount in SALES, then charges cash: PRICE BILL when short, the change when paid', async () => {
    const { server } = openServedTable({
      // The server answers the table's order with the discount it now carries.
      [`PUT /tables/${TABLE_ID}/discount`]: {
        status: 200,
        body: tableOrder(TABLE_ID, SERVED_LINES, {
          discount: { reason: 'cumpleanios', other: '', type: 'PERCENT', value: 10 },
        }),
      },
      [`POST /tables/${TABLE_ID}/close`]: { status: 200, body: closeResult() },
    });
    await userEvent.click(await within(await panel()).findByRole('button', { name: 'Descuento' }));
    const form = await screen.findByRole('dialog', { name: 'Descuento de venta' });
    expect((await panel()).querySelector('[data-context]')).toHaveAttribute('data-context', 'SALES');
    await userEvent.click(within(form).getByRole('radio', { name: 'Cumpleaños' }));
    await pad(form, 'Valor del descuento', '10');
    expect(within(form).getByTestId('discount-preview')).toHaveTextContent(
      'Descuento-$4.600Subtotal con descuento$41.400',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(server.callsTo('PUT', `/tables/${TABLE_ID}/discount`)[0]?.body).toEqual({
      discount: { reason: 'cumpleanios', other: '', type: 'PERCENT', value: 10 },
    });
    expect(within(await panel()).getByTestId('order-discount')).toHaveTextContent('-$4.600');

    const drawer = await openDrawer();
    expect(await within(drawer).findByTestId('summary-subtotal')).toHaveTextContent('$46.000');
    expect(within(drawer).getByTestId('summary-discount')).toHaveTextContent('-$4.600');
    expect(within(drawer).getByText('INC 8 % (incluido)')).toBeInTheDocument();
    expect(within(drawer).getByTestId('summary-tip')).toHaveTextContent('$4.140');
    expect(within(drawer).getByTestId('charge-total')).toHaveTextContent('$45.540');
    expect(within(drawer).getByRole('radio', { name: 'Sugerida 10 %' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    expect(within(drawer).getByText('Este campo es obligatorio')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Efectivo' }));
    await pad(drawer, 'Valor recibido', '40000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    expect(within(drawer).getByText('El valor recibido es menor que el total')).toBeInTheDocument();
    expect(server.callsTo('POST', `/tables/${TABLE_ID}/close`)).toHaveLength(0);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Borrar valor' }));
    await pad(drawer, 'Valor recibido', '100000');
    expect(within(drawer).getByTestId('live-change')).toHaveTextContent('$54.460');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    const result = await screen.findByRole('dialog', { name: 'Entregar cambio' });
    expect(within(result).getByTestId('change-given')).toHaveTextContent('Cambio: $54.460');
    const [close] = server.callsTo('POST', `/tables/${TABLE_ID}/close`);
    expect(close?.body).toEqual({
      methodPay: 'Efectivo',
      valueReceive: 100000,
      observation: '',
      tip: { kind: 'percent', rateBp: 1000 },
      expectedTotal: 45540,
      cashierId: CASHIER_ID,
    });
    expect(close?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('has the first method (cash) chosen, and a quick amount charges at once', async () => {
    const answer = closeResult({ methodPay: 'Efectivo', valueReceive: money(100000), valueReturn: money(54460) });
    const { server } = openServedTable({ [`POST /tables/${TABLE_ID}/close`]: { status: 200, body: answer } });
    const drawer = await openDrawer();
    expect(await within(drawer).findByRole('radio', { name: 'Efectivo' })).toHaveAttribute('aria-checked', 'true');
    const quick = within(drawer).getByRole('group', { name: 'Cobrar en efectivo con' });
    await userEvent.click(within(quick).getByRole('button', { name: '$100.000' }));
    await screen.findByRole('dialog', { name: 'Entregar cambio' });
    expect(server.callsTo('POST', `/tables/${TABLE_ID}/close`)[0]?.body).toMatchObject({
      methodPay: 'Efectivo',
      valueReceive: 100000,
    });
  });

  it('goes back to the floor once the close dialog is dismissed', async () => {
    const { app } = openServedTable({ [`POST /tables/${TABLE_ID}/close`]: { status: 200, body: closeResult() } });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /cambio|exitoso/ })).getByRole('button', { name: 'Listo' }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/pos'));
  });

  // Issue 27 §9: the delivery's virtual table leaves the floor at its close; the dialog stays all the same.
  it('after charging a delivery, shows the success dialog, then goes back to the delivery board', async () => {
    const delivery = busyTable(-1, caja, 1, { id: '0194c2a0-0000-7000-8000-000000000199', name: 'Marta Ruiz' });
    let charged = false;
    localStorage.setItem('openCashier', CASHIER_ID);
    enterTable(delivery.id, false);
    const { app, server } = openFloor(caja, {
      tables: [],
      path: ['/pos', '/menu/home'],
      routes: {
        // The floor keeps the delivery until its close releases it.
        'GET /tables': () => ({ status: 200, body: charged ? [] : [delivery] }),
        'GET /menu/categories': { status: 200, body: CATEGORIES },
        [`GET /menu/categories/${CATEGORIES[0]!.id}/products`]: { status: 200, body: [] },
        [`GET /tables/${delivery.id}/order`]: { status: 200, body: tableOrder(delivery.id, SERVED_LINES) },
        [`GET /delivery/orders/${delivery.id}`]: {
          status: 200,
          body: {
            tableId: delivery.id,
            orderId: '0194c2a0-0000-7000-8000-000000000981',
            customerId: null,
            phone: '3005557788',
            customer: 'Marta Ruiz',
            identification: null,
            email: null,
            address: 'Calle 45 # 12-30',
            addressLine1: null,
            neighborhood: null,
            valueDelivery: 5000,
            dateDelivery: null,
            sales: null,
          },
        },
        'GET /checkout/settings': { status: 200, body: SETTINGS },
        [`GET /print-jobs/${JOB_ID}`]: { status: 200, body: printedJob },
        [`POST /tables/${delivery.id}/close`]: () => {
          charged = true;
          return {
            status: 200,
            // Paid cash to the driver with 50.000: the change dialog stays until tapped.
            body: closeResult({
              methodDelivery: 'delivery',
              state: 1,
              methodPay: 'Efectivo',
              valueReceive: money(50000),
              valueReturn: money(4460),
            }),
          };
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Pedido · Marta Ruiz' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Cerrar mesa' }));
    const drawer = await screen.findByRole('dialog', { name: 'Cerrar Marta Ruiz' });
    expect(await within(drawer).findByRole('radio', { name: 'Efectivo' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    const result = await screen.findByRole('dialog', { name: 'Entregar cambio' });
    // The floor read again without the delivery: the dialog is still there, no "table gone" under it.
    await waitFor(() => expect(server.callsTo('GET', '/tables').length).toBeGreaterThan(1));
    expect(result).toBeInTheDocument();
    expect(screen.queryByText('Esta mesa ya no está en el plano')).not.toBeInTheDocument();
    await userEvent.click(within(result).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(app.pathname()).toBe('/pos'));
    expect(app.router.state.location.search).toBe('?mainTab=3');
  });

  it('with the server unreachable, keeps the charge and prints its bill here with the provisional number', async () => {
    openServedTable({ [`POST /tables/${TABLE_ID}/close`]: 'network-error' });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    const result = await screen.findByRole('dialog', { name: /cambio|exitoso/ });
    expect(within(result).getByTestId('charge-queued')).toBeInTheDocument();
    const number = within(result)
      .getByText(/^Provisional /)
      .textContent?.match(/Provisional ([0-9A-Z]+-\d+)/)?.[1];
    expect(number).toMatch(/^[0-9A-Z]{6}-\d+$/);
    // The bill, made on this device by the domain, goes to the browser's print dialog.
    const frame = await waitFor(() => {
      const printed = document.querySelector<HTMLIFrameElement>(`iframe[data-print-job="${number}"]`);
      expect(printed).not.toBeNull();
      return printed!;
    });
    expect(frame.srcdoc).toContain(`FACTURA PROVISIONAL ${number}`);
    expect(frame.srcdoc).toContain('$46.000');
    frame.remove();
  });

  it('changes the tip with the tip jar (4.000 to 10.000) or takes it off', async () => {
    openServedTable();
    const drawer = await openDrawer();
    const jar = await within(drawer).findAllByRole('radio', { name: /^\$\d+\.000$/ });
    expect(jar.map((chip) => chip.textContent)).toEqual([
      '$4.000',
      '$5.000',
      '$6.000',
      '$7.000',
      '$8.000',
      '$9.000',
      '$10.000',
    ]);
    await userEvent.click(within(drawer).getByRole('radio', { name: '$5.000' }));
    expect(within(drawer).getByTestId('charge-total')).toHaveTextContent('$51.000');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Sin propina' }));
    expect(within(drawer).getByTestId('charge-total')).toHaveTextContent('$46.000');
  });

  it('splits the bill in equal parts, charges one part at a time and says how many are left', async () => {
    const { server } = openServedTable({
      [`POST /tables/${TABLE_ID}/close`]: [
        { status: 200, body: closeResult({ total: money(25300), part: '1/2' }, 1) },
        {
          status: 200,
          body: closeResult({
            total: money(25300),
            part: '2/2',
            methodPay: 'Tarjeta',
            valueReceive: null,
            valueReturn: money(0),
          }),
        },
      ],
    });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'Partes iguales' }));
    const shares = () =>
      within(within(drawer).getByRole('list', { name: 'Valor de cada parte' })).getAllByRole('listitem');
    expect(shares().map((share) => share.getAttribute('data-state'))).toEqual(['paying', 'pending']);
    expect(shares()[0]).toHaveTextContent('$23.000');
    // Each part leaves its own 10 % tip.
    expect(within(drawer).getByTestId('charge-total')).toHaveTextContent('$25.300');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    expect(await within(drawer).findByRole('status')).toHaveTextContent('Parte 1/2 pagada. Queda 1 parte por cobrar.');
    expect(shares().map((share) => share.getAttribute('data-state'))).toEqual(['paid', 'paying']);
    expect(within(drawer).queryByRole('radio', { name: 'Partes iguales' })).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    await screen.findByRole('dialog', { name: 'Pago exitoso' });
    const bodies = server.callsTo('POST', `/tables/${TABLE_ID}/close`).map((call) => call.body);
    expect(bodies).toEqual([
      expect.objectContaining({ part: { equalParts: 2 }, expectedTotal: 25300 }),
      expect.objectContaining({ part: { equalParts: 2 }, expectedTotal: 25300 }),
    ]);
  });

  it('charges chosen lines as one part', async () => {
    const { server } = openServedTable({
      [`POST /tables/${TABLE_ID}/close`]: { status: 200, body: closeResult({ total: money(30800) }, 1) },
    });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'Por productos' }));
    expect(within(drawer).getByRole('button', { name: 'Cobrar' })).toBeDisabled();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: '1× Ajiaco santafereño' }));
    expect(within(drawer).getByTestId('charge-total')).toHaveTextContent('$30.800');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    await waitFor(() => expect(server.callsTo('POST', `/tables/${TABLE_ID}/close`)).toHaveLength(1));
    expect(server.callsTo('POST', `/tables/${TABLE_ID}/close`)[0]?.body).toMatchObject({
      part: { lineIds: [AJIACO.id] },
      expectedTotal: 30800,
    });
  });

  it('says a cashier must be open, with the button that opens one, and keeps the drawer to charge again', async () => {
    openServedTable({ [`POST /tables/${TABLE_ID}/close`]: apiError(409, 'CASHIER_NOT_OPEN') });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    const alert = await within(drawer).findByRole('alert');
    expect(alert).toHaveTextContent('Abra una caja antes de cobrar');
    await userEvent.click(within(alert).getByRole('button', { name: 'Abrir caja' }));
    // The open-cashier form comes over the charge drawer, which stays to charge again.
    expect(await screen.findByRole('dialog', { name: 'Abrir caja' })).toBeInTheDocument();
    expect(drawer).toBeInTheDocument();
  });

  it('takes "Abra una caja" away once the cashier is opened from its button, and charges then', async () => {
    const { server } = openServedTable({
      [`POST /tables/${TABLE_ID}/close`]: [apiError(409, 'CASHIER_NOT_OPEN'), { status: 200, body: closeResult() }],
      'GET /cashiers/mine': { status: 200, body: [makeCashier()] },
      'POST /cashiers/register/state': { status: 200, body: makeMovement() },
    });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    const alert = await within(drawer).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Abrir caja' }));
    const form = await screen.findByRole('dialog', { name: 'Abrir caja' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Caja' })).toHaveValue('Caja 1'));
    await userEvent.click(within(form).getByRole('button', { name: 'Un billete de $50.000 más' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Abrir caja' }));
    await waitFor(() => expect(server.callsTo('POST', '/cashiers/register/state')).toHaveLength(1));
    // Issue 30 §4: the warning goes with the opening; the charge drawer stays to charge again.
    await waitFor(() => expect(within(drawer).queryByText('Abra una caja antes de cobrar')).not.toBeInTheDocument());
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    await screen.findByRole('dialog', { name: /cambio|exitoso/ });
  });

  it('takes "Abra una caja" away when a cashier is opened on another terminal', async () => {
    const { live } = openServedTable({ [`POST /tables/${TABLE_ID}/close`]: apiError(409, 'CASHIER_NOT_OPEN') });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Abra una caja antes de cobrar');
    // A close is no answer to the warning: it stays.
    live.send('cashier.changed', { movement: makeMovement({ type: 2, closeDate: '2026-03-04T20:00:00.000Z' }) });
    live.send('cashier.changed', { movement: makeMovement() });
    await waitFor(() => expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the new total when the bill changed on another terminal, and expects it on the next try', async () => {
    const { server } = openServedTable({
      [`POST /tables/${TABLE_ID}/close`]: [
        apiError(409, 'TOTAL_CHANGED', { total: 55000 }),
        { status: 200, body: closeResult() },
      ],
    });
    const drawer = await openDrawer();
    await userEvent.click(await within(drawer).findByRole('radio', { name: 'Tarjeta' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Total actual de la cuenta: $55.000');
    expect(within(drawer).getByTestId('charge-total')).toHaveTextContent('$55.000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cobrar' }));
    await screen.findByRole('dialog', { name: /cambio|exitoso/ });
    const calls = server.callsTo('POST', `/tables/${TABLE_ID}/close`);
    expect(calls.map((call) => (call.body as { expectedTotal: number }).expectedTotal)).toEqual([50600, 55000]);
    expect(calls[0]?.headers.get('idempotency-key')).not.toBe(calls[1]?.headers.get('idempotency-key'));
  });

  it('offers no sales button to a waiter, and blocks the charge while a line is not sent', async () => {
    const unsent = orderLine(BURGER, { id: '0194c2a0-0000-7000-8000-000000000909' });
    openServedTable({}, makeUser('mesero'), [...SERVED_LINES, unsent]);
    const region = await panel();
    await within(region).findByText('Hamburguesa clásica');
    expect(within(region).queryByRole('button', { name: 'Descuento' })).not.toBeInTheDocument();
    // In ADD (a line to send) there is nothing to charge yet: the floor's shortcut says why.
    expect(within(region).queryByRole('button', { name: 'Cerrar mesa' })).not.toBeInTheDocument();
  });
});
