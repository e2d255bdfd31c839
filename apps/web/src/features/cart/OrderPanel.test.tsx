import { money, type OrderLineInput, type PrintJobSummary, type TableOrder } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../test/fakeApi';
import { makeTable } from '../../test/fixtures';
import { openMenuAt, productPath } from '../../test/menuServer';
import { BURGER, CAKE, orderLine, PIZZA, tableOrder } from '../../test/orderFixtures';

const TABLE_ID = makeTable(3).id;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const panel = () => screen.getByRole('region', { name: 'Pedido · Mesa 3' });
const findPanel = () => screen.findByRole('region', { name: 'Pedido · Mesa 3' });
const sentBurger = orderLine(BURGER, {
  id: '0194c2a0-0000-7000-8000-000000000711',
  unitPrice: money(27000),
  extras: [
    {
      groupId: BURGER.extrasGroups[0]!.id,
      optionId: BURGER.extrasGroups[0]!.options[1]!.id,
      name: 'Medio',
      price: money(0),
      quantity: 1,
    },
    {
      groupId: BURGER.extrasGroups[2]!.id,
      optionId: BURGER.extrasGroups[2]!.options[0]!.id,
      name: 'Queso extra',
      price: money(3000),
      quantity: 1,
    },
  ],
  sentQuantity: 1,
  commandSent: true,
});
const unsentCake = orderLine(CAKE, { id: '0194c2a0-0000-7000-8000-000000000712', quantity: 2, note: 'con vela' });

/** Holds the requests `match` picks until released, to look at the screen before the server answers. */
function holdRequests(match: (url: string, method: string) => boolean): () => void {
  const answer = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (match(String(input), (init.method ?? 'GET').toUpperCase())) await gate;
    return answer(input, init);
  });
  return release;
}

describe('order taking', () => {
  it('shows an added line in the order at once, then saves it with its own id and no prices', async () => {
    const { server, app } = openMenuAt(productPath(PIZZA), {
      routes: {
        [`POST /tables/${TABLE_ID}/lines`]: (call) => {
          const [line] = (call.body as { lines: OrderLineInput[] }).lines;
          return {
            status: 200,
            body: tableOrder(TABLE_ID, [orderLine(PIZZA, { id: line!.id, unitPrice: money(41000) })]),
          };
        },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Mediana $38.000' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Champiñones +$3.000' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nota para la cocina' }), 'sin albahaca');
    const release = holdRequests((url, method) => method === 'POST' && url.endsWith('/lines'));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar Pizza margarita | $41.000' }));

    const line = within(panel()).getByRole('listitem');
    expect(line).toHaveTextContent('Pizza margarita');
    expect(line).toHaveTextContent('Mediana · Champiñones');
    expect(line).toHaveTextContent('sin albahaca');
    expect(line).toHaveTextContent('Guardando…');
    expect(within(panel()).getByTestId('order-subtotal')).toHaveTextContent('$41.000');
    // The product page says it is in the order; its return to menu home is ProductPage.test's.
    expect(screen.getByRole('button', { name: '1 en el pedido' })).toBeDisabled();
    expect(app.pathname()).toBe(productPath(PIZZA));

    release();
    await waitFor(() => expect(within(panel()).queryByText('Guardando…')).not.toBeInTheDocument());
    const [call] = server.callsTo('POST', `/tables/${TABLE_ID}/lines`);
    const body = call!.body as { lines: OrderLineInput[] };
    expect(body.lines).toEqual([
      {
        id: expect.stringMatching(UUID_V7),
        productId: PIZZA.id,
        sizeId: PIZZA.sizes[1]!.id,
        extras: [{ optionId: PIZZA.extrasGroups[0]!.options[0]!.id, quantity: 1 }],
        quantity: 1,
        note: 'sin albahaca',
      },
    ]);
    expect(call!.headers.get('idempotency-key')).toMatch(UUID_V7);
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('takes a refused line out of the order and says why', async () => {
    openMenuAt(productPath(CAKE), {
      routes: { [`POST /tables/${TABLE_ID}/lines`]: apiError(409, 'INSUFFICIENT_STOCK') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar Torta de chocolate | $12.000' }));
    expect(await screen.findByText('No se pudo agregar Torta de chocolate')).toBeInTheDocument();
    expect(screen.getByText('Stock insuficiente para esa cantidad')).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).queryByRole('listitem')).not.toBeInTheDocument());
    expect(panel()).toHaveTextContent('Sin productos todavía');
  });

  it('lists the lines with what was sent, sends only with changes, and previews the tickets', async () => {
    const job: PrintJobSummary = {
      id: '0194c2a0-0000-7000-8000-000000000901',
      kind: 'command',
      printerId: null,
      status: 'preview',
      createdAt: '2026-01-15T12:00:00.000Z',
      items: [{ name: 'Torta de chocolate', quantity: 2, preparation: 'con vela' }],
    };
    const sent = tableOrder(TABLE_ID, [sentBurger, { ...unsentCake, sentQuantity: 2, commandSent: true }]);
    const { server } = openMenuAt('/menu/home', {
      order: tableOrder(TABLE_ID, [sentBurger, unsentCake]),
      routes: {
        [`POST /tables/${TABLE_ID}/command`]: { status: 200, body: { order: sent, jobs: [job] } },
        [`GET /print-jobs/${job.id}/preview`]: { status: 200, body: '<p>COMANDA</p>' },
      },
    });
    const lines = await within(await findPanel()).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^1×Hamburguesa clásica\$27\.000Medio · Queso extraEnviado/),
      expect.stringMatching(/^2×Torta de chocolate\$24\.000con vela\$12\.000 c\/u/),
    ]);
    expect(within(panel()).getByTestId('order-subtotal')).toHaveTextContent('$51.000');
    expect(within(panel()).getByText('Por enviar')).toBeInTheDocument();

    await userEvent.click(within(panel()).getByRole('button', { name: 'Enviar comanda' }));
    expect(await screen.findByText('Comanda enviada')).toBeInTheDocument();
    expect(server.callsTo('POST', `/tables/${TABLE_ID}/command`)).toHaveLength(1);
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Enviar comanda' })).toBeDisabled());
    expect(within(panel()).getAllByText('Enviado')).toHaveLength(3);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Vista previa' }));
    const preview = await screen.findByRole('dialog', { name: 'Vista previa · Comanda' });
    expect(await within(preview).findByTitle('Vista previa · Comanda')).toHaveAttribute('sandbox', '');
    expect(server.callsTo('GET', `/print-jobs/${job.id}/preview`)[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('removes a sent line after confirming, with an Administrator or Cashier PIN when the server asks', async () => {
    const removed: TableOrder = tableOrder(TABLE_ID, [], {
      cancellations: [
        {
          id: '0194c2a0-0000-7000-8000-000000000951',
          lineId: sentBurger.id,
          name: sentBurger.name,
          quantity: 1,
          preparation: 'Medio · Queso extra',
          printerId: null,
          cancelledBy: { id: '0194c2a0-0000-7000-8000-000000000012', name: 'Mario Mesero' },
          approvedBy: { id: '0194c2a0-0000-7000-8000-000000000011', name: 'Carlos Cajero' },
        },
      ],
    });
    const path = `/tables/${TABLE_ID}/lines/${sentBurger.id}/remove`;
    const { server } = openMenuAt('/menu/home', {
      order: tableOrder(TABLE_ID, [sentBurger]),
      routes: {
        [`POST ${path}`]: [
          apiError(403, 'PIN_REQUIRED'),
          apiError(422, 'INCORRECT_PIN'),
          { status: 200, body: removed },
        ],
      },
    });
    await userEvent.click(await within(await findPanel()).findByRole('button', { name: 'Quitar Hamburguesa clásica' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Quitar Hamburguesa clásica?' });
    expect(confirm).toHaveTextContent('Este producto ya se envió a cocina: se enviará una anulación.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Quitar' }));

    const pinDialog = await screen.findByRole('dialog', { name: 'Autorización' });
    const enter = async (pin: string) => {
      for (const digit of pin) await userEvent.click(within(pinDialog).getByRole('button', { name: digit }));
      await userEvent.click(within(pinDialog).getByRole('button', { name: 'Confirmar' }));
    };
    await enter('9999');
    expect(await within(pinDialog).findByRole('alert')).toHaveTextContent('PIN incorrecto');
    await enter('2222');
    expect(await screen.findByText('Item removido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Autorización' })).not.toBeInTheDocument());
    expect(server.callsTo('POST', path).map((call) => call.body)).toEqual([{}, { pin: '9999' }, { pin: '2222' }]);
    const cancellations = within(panel()).getByRole('region', { name: 'Anulaciones por enviar' });
    expect(cancellations).toHaveTextContent('1× Hamburguesa clásica · Medio · Queso extra');
    // A PIN request is not a lost session.
    expect(localStorage.getItem('jwt')).not.toBeNull();
  });

  it('removes an unsent line without asking', async () => {
    const path = `/tables/${TABLE_ID}/lines/${unsentCake.id}/remove`;
    const { server } = openMenuAt('/menu/home', {
      order: tableOrder(TABLE_ID, [unsentCake]),
      routes: { [`POST ${path}`]: { status: 200, body: tableOrder(TABLE_ID, []) } },
    });
    await userEvent.click(await within(await findPanel()).findByRole('button', { name: 'Quitar Torta de chocolate' }));
    await waitFor(() => expect(panel()).toHaveTextContent('Sin productos todavía'));
    expect(server.callsTo('POST', path)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsent products, and discards them', async () => {
    const { server, app } = openMenuAt('/menu/home', {
      order: tableOrder(TABLE_ID, [unsentCake]),
      routes: {
        [`POST /tables/${TABLE_ID}/lines/discard-unsent`]: { status: 200, body: tableOrder(TABLE_ID, []) },
      },
    });
    await within(await findPanel()).findByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Está seguro de esta operación?' });
    expect(dialog).toHaveTextContent('No se ha enviado ningún pedido, los productos seleccionados serán descartados');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar y salir' }));
    await waitFor(() => expect(app.pathname()).toBe('/pos'));
    expect(server.callsTo('POST', `/tables/${TABLE_ID}/lines/discard-unsent`)[0]!.body).toEqual({ release: true });
  });

  it('drops the question about unsent products when the send under way lands, and stays', async () => {
    const sent = tableOrder(TABLE_ID, [{ ...unsentCake, sentQuantity: 2, commandSent: true }]);
    const { server, app } = openMenuAt('/menu/home', {
      order: tableOrder(TABLE_ID, [unsentCake]),
      routes: { [`POST /tables/${TABLE_ID}/command`]: { status: 200, body: { order: sent, jobs: [] } } },
    });
    await within(await findPanel()).findByRole('listitem');
    const release = holdRequests((url, method) => method === 'POST' && url.endsWith('/command'));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Enviar comanda' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('dialog', { name: '¿Está seguro de esta operación?' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.pathname()).toBe('/menu/home');
    expect(server.callsTo('POST', `/tables/${TABLE_ID}/lines/discard-unsent`)).toHaveLength(0);
  });

  it('says "En cola" of lines whose send waits on this device, and "Enviado" once the server has it', async () => {
    const sent = tableOrder(TABLE_ID, [sentBurger, { ...unsentCake, sentQuantity: 2, commandSent: true }]);
    let delivered = false;
    const { server } = openMenuAt('/menu/home', {
      routes: {
        [`GET /tables/${TABLE_ID}/order`]: () => ({
          status: 200,
          body: delivered ? sent : tableOrder(TABLE_ID, [sentBurger, unsentCake]),
        }),
        [`POST /tables/${TABLE_ID}/command`]: () => {
          if (!delivered) return 'network-error';
          return { status: 200, body: { order: sent, jobs: [] } };
        },
      },
    });
    await within(await findPanel()).findByText('Torta de chocolate');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Enviar comanda' }));
    const line = (name: string) =>
      within(panel())
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(name))!;
    // The cake's send is kept on the device: queued, not sent; the burger the kitchen already had stays sent.
    await waitFor(() => expect(within(line('Torta de chocolate')).getByText('En cola')).toBeInTheDocument());
    expect(within(line('Torta de chocolate')).queryByText('Enviado')).toBeNull();
    expect(within(line('Hamburguesa clásica')).getByText('Enviado')).toBeInTheDocument();
    expect(within(line('Hamburguesa clásica')).queryByText('En cola')).toBeNull();

    delivered = true;
    const { postToTabs } = await import('../../app/outbox/channel');
    postToTabs({ type: 'wake' });
    await waitFor(() => expect(within(panel()).queryByText('En cola')).toBeNull(), { timeout: 3000 });
    expect(within(line('Torta de chocolate')).getByText('Enviado')).toBeInTheDocument();
    expect(server.callsTo('POST', `/tables/${TABLE_ID}/command`).length).toBeGreaterThanOrEqual(2);
  });

  it('follows another terminal’s changes to the order', async () => {
    let current = tableOrder(TABLE_ID, []);
    const { live } = openMenuAt('/menu/home', {
      routes: { [`GET /tables/${TABLE_ID}/order`]: () => ({ status: 200, body: current }) },
    });
    expect(await within(await findPanel()).findByText('Sin productos todavía')).toBeInTheDocument();
    current = tableOrder(TABLE_ID, [unsentCake]);
    live.send('order.changed', { tableId: TABLE_ID, subtotal: 24000 });
    expect(await within(panel()).findByText('Torta de chocolate')).toBeInTheDocument();
  });
});
