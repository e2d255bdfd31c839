import { type DriverCash, money, type OrderSummary } from '@comandero/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../test/fakeApi';
import { apiError } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';

const RECEIVED = '2026-11-25T15:00:00.000Z';
const ID = '0194c2a0-0000-7000-8000-000000000181';

function order(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ID,
    displayNumber: 18,
    provisionalNumber: null,
    state: 1,
    closeDate: '2026-11-25 10:00:00',
    methodDelivery: 'delivery',
    channel: 'delivery',
    table: null,
    methodPay: 'Efectivo',
    total: 45_000,
    people: null,
    part: null,
    delivery: {
      receivedAt: RECEIVED,
      stateChangedAt: null,
      observation: '',
      driver: null,
      cashToCollect: 45_000,
      deliveryValue: 5_000,
      customerName: null,
      phone: null,
      address: null,
      address2: null,
      neighborhood: null,
    },
    ...overrides,
  } as OrderSummary;
}

const page = (content: OrderSummary[]) => ({
  status: 200,
  body: { content, totalElements: content.length, number: 0, page: 0, pageSize: 5 },
});
const stateOf = (call: RecordedCall) => (call.body as { filter: { state: number } }).filter.state;

function openBoard(lists: Record<number, OrderSummary[]>, routes: Parameters<typeof openFloor>[1]['routes'] = {}) {
  return openFloor(makeUser('Administrador'), {
    tables: [],
    path: '/pos?mainTab=3',
    routes: {
      'POST /orders/page': (call) => page(lists[stateOf(call)] ?? []),
      ...routes,
    },
  });
}

const ongoingList = () => screen.getByRole('region', { name: 'En curso' });

describe('delivery board', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the three lists; a card says Domicilio without a customer, its total, and time labels that turn warning and delayed', async () => {
    // The board's clock (its 30 s tick and Date) is fake; answers and React's work run on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-25T15:09:00.000Z'));
    const { server } = openBoard({ 1: [order()], 5: [], 6: [] });
    await within(await screen.findByRole('region', { name: 'En curso' })).findByText('Hace 9 min');
    const card = within(ongoingList()).getByTestId('delivery-card');
    expect(card).toHaveTextContent('#18 · Domicilio');
    expect(card).toHaveTextContent('$45.000');
    expect(within(card).getByText('Hace 9 min').closest('[data-level]')).toHaveAttribute('data-level', 'normal');
    expect(within(card).queryByText('Pedido atrasado')).toBeNull();
    expect(screen.getByRole('region', { name: 'Despachados' })).toHaveTextContent('No hay domicilios en camino.');
    expect(screen.getByRole('region', { name: 'Entregados hoy' })).toHaveTextContent('Hoy aún no');
    const delivered = server.callsTo('POST', '/orders/page').find((call) => stateOf(call) === 6);
    expect(delivered?.body).toEqual({
      page: 0,
      offset: 5,
      filter: { state: 6, methodDelivery: 'delivery', closeDate: expect.stringMatching(/^2026-11-25$/) },
    });
    const ongoingReads = () => server.callsTo('POST', '/orders/page').filter((call) => stateOf(call) === 1).length;
    const before = ongoingReads();

    // 30 s later the counter is read again; at 10 min the label warns, late beyond 10, delayed beyond 15.
    const tick = () => act(() => vi.advanceTimersByTime(30_000));
    await tick();
    await waitFor(() => expect(ongoingReads()).toBeGreaterThan(before));
    await tick();
    expect(await screen.findByText('Hace 10 min')).toBeInTheDocument();
    expect(screen.getByText('Hace 10 min').closest('[data-level]')).toHaveAttribute('data-level', 'warning');
    expect(screen.queryByText('Pedido atrasado')).toBeNull();
    await tick();
    await tick();
    expect(await screen.findByText('Pedido atrasado')).toBeInTheDocument();
    for (let step = 0; step < 10; step++) await tick();
    expect(await screen.findByText('Retrasado, 16 min')).toBeInTheDocument();
    expect(screen.getByText('Retrasado, 16 min').closest('[data-level]')).toHaveAttribute('data-level', 'delayed');
  });

  it('dispatches an ongoing order through the outbox and says so; a stale move shows the server reason', async () => {
    const lists = { 1: [order()], 5: [] as OrderSummary[], 6: [] as OrderSummary[] };
    const answers = [{ status: 200, body: order({ state: 5 }) }, apiError(409, 'DELIVERY_STATE_CHANGED')];
    const { server } = openBoard(lists, {
      [`PUT /orders/${ID}/delivery-state`]: () => {
        lists[5] = [order({ state: 5 })];
        lists[1] = [];
        return answers.shift() ?? answers[0]!;
      },
    });
    const card = await within(await screen.findByRole('region', { name: 'En curso' })).findByTestId('delivery-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Despachar' }));
    expect(await screen.findByText('Domicilio movido.')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/orders/${ID}/delivery-state`)[0]?.body).toEqual({ state: 5, from: 1 });
    const dispatched = screen.getByRole('region', { name: 'Despachados' });
    const moved = await within(dispatched).findByTestId('delivery-card');
    fireEvent.click(within(moved).getByRole('button', { name: 'Entregado' }));
    expect(await screen.findByText(/cambió en otra terminal/)).toBeInTheDocument();
  });

  it('rejects from the drawer only with a note', async () => {
    const { server } = openBoard(
      { 1: [order()], 5: [], 6: [] },
      { [`PUT /orders/${ID}/delivery-state`]: { status: 200, body: order({ state: 3 }) } },
    );
    const card = await within(await screen.findByRole('region', { name: 'En curso' })).findByTestId('delivery-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Ver el domicilio de Domicilio' }));
    const drawer = await screen.findByRole('dialog', { name: 'Domicilio 18' });
    expect(drawer).toHaveTextContent('Efectivo a devolver');
    expect(drawer).toHaveTextContent('$5.000');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Rechazar domicilio' }));
    expect(await within(drawer).findByText('Escriba el motivo para rechazarlo.')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/orders/${ID}/delivery-state`)).toHaveLength(0);
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Motivo del rechazo' }), {
      target: { value: 'El cliente no contesta' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Rechazar domicilio' }));
    expect(await screen.findByText(/Domicilio rechazado/)).toBeInTheDocument();
    expect(server.callsTo('PUT', `/orders/${ID}/delivery-state`)[0]?.body).toEqual({
      state: 3,
      from: 1,
      note: 'El cliente no contesta',
    });
  });

  it('dispatches from the drawer with the driver name', async () => {
    const { server } = openBoard(
      { 1: [order()], 5: [], 6: [] },
      { [`PUT /orders/${ID}/delivery-state`]: { status: 200, body: order({ state: 5 }) } },
    );
    const card = await within(await screen.findByRole('region', { name: 'En curso' })).findByTestId('delivery-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Ver el domicilio de Domicilio' }));
    const drawer = await screen.findByRole('dialog', { name: 'Domicilio 18' });
    fireEvent.change(within(drawer).getByLabelText('Domiciliario', { selector: 'input' }), {
      target: { value: ' Juan Moto ' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Despachar' }));
    expect(await screen.findByText('Domicilio movido.')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/orders/${ID}/delivery-state`)[0]?.body).toEqual({
      state: 5,
      from: 1,
      driver: { name: 'Juan Moto' },
    });
  });

  it('dispatches from the drawer with a user of the branch picked as the driver', async () => {
    const ana = {
      id: '0194c2a0-0000-7000-8000-0000000000a1',
      name: 'Ana Gómez',
      email: 'ana@demo.pos',
      role: 'Mesero',
      phone: null,
      branch: 'Centro',
      business: 'Demo Restaurante',
      createdAt: RECEIVED,
    };
    const { server } = openBoard(
      { 1: [order()], 5: [], 6: [] },
      {
        [`PUT /orders/${ID}/delivery-state`]: { status: 200, body: order({ state: 5 }) },
        'POST /users/page': { status: 200, body: { content: [ana], totalElements: 1, page: 0, pageSize: 20 } },
      },
    );
    const card = await within(await screen.findByRole('region', { name: 'En curso' })).findByTestId('delivery-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Ver el domicilio de Domicilio' }));
    const drawer = await screen.findByRole('dialog', { name: 'Domicilio 18' });
    const field = within(drawer).getByLabelText('Domiciliario', { selector: 'input' });
    fireEvent.focus(field);
    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('option', { name: 'Ana Gómez' }));
    expect(field).toHaveValue('Ana Gómez');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Despachar' }));
    expect(await screen.findByText('Domicilio movido.')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/orders/${ID}/delivery-state`)[0]?.body).toEqual({
      state: 5,
      from: 1,
      driver: { userId: ana.id },
    });
  });
  it('reads the lists again when another terminal moves an order', async () => {
    const lists: Record<number, OrderSummary[]> = { 1: [order()], 5: [], 6: [] };
    const { live } = openBoard(lists);
    await within(await screen.findByRole('region', { name: 'En curso' })).findByTestId('delivery-card');
    lists[1] = [];
    lists[5] = [order({ state: 5, delivery: { ...order().delivery!, driver: { userId: null, name: 'Juan Moto' } } })];
    live.send('delivery.changed', { orderId: ID, state: 5 });
    const dispatched = screen.getByRole('region', { name: 'Despachados' });
    expect(await within(dispatched).findByText('Juan Moto')).toBeInTheDocument();
    expect(within(ongoingList()).queryByTestId('delivery-card')).toBeNull();
  });

  it('shows the cash each driver brings back, read again when an order moves', async () => {
    let rounds: DriverCash[] = [];
    const { live } = openBoard(
      { 1: [], 5: [], 6: [] },
      { 'GET /delivery/drivers/cash': () => ({ status: 200, body: rounds }) },
    );
    const panel = await screen.findByRole('region', { name: 'Efectivo por domiciliario' });
    expect(panel).toHaveTextContent('Nadie está en ruta.');

    rounds = [
      { driver: { userId: null, name: 'Juan Moto' }, orders: 2, cash: money(45_000) },
      { driver: null, orders: 1, cash: money(20_000) },
    ];
    live.send('delivery.changed', { orderId: ID, state: 5 });
    const rows = await within(panel).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DomiciliarioDomiciliosEfectivo',
      'Juan Moto2$45.000',
      'Sin domiciliario1$20.000',
      'Total3$65.000',
    ]);
  });
});
