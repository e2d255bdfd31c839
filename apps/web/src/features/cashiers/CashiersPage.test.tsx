import { emptyCounts, money } from '@comandero/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { CAJA_2_ID, makeCashier, makeMovement } from '../../test/cashierFixtures';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';
import { localDay } from './dateTime';

const admin = makeUser('Administrador');
const page = <T,>(content: T[]) => ({
  status: 200,
  body: { content, totalElements: content.length, page: 0, pageSize: 10 },
});
const open = makeMovement();
const closed = makeMovement({
  id: '0194c2a0-0000-7000-8000-0000000000d2',
  cashier: { id: CAJA_2_ID, name: 'Caja 2' },
  type: 2,
  closeDate: '2026-03-04T23:00:00.000Z',
  closeDetail: { ...emptyCounts('COP'), coin_1000: 4 },
  methodsBySystem: { Efectivo: money(4000), Tarjeta: money(7000) },
  methodsByUser: { Efectivo: money(4000), Tarjeta: money(6000), Transferencia: money(0) },
  totalBySystem: money(11000),
  totalByUser: money(10000),
  difference: money(-1000),
});
const deleted = makeMovement({ id: '0194c2a0-0000-7000-8000-0000000000d3', type: 4 });

function openPage(path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'POST /cashiers/fetch': page([makeCashier()]),
    'POST /cashiers/movements/fetch': page([open, closed, deleted]),
    ...routes,
  });
  renderApp(path);
  return server;
}

describe('cashiers screen', () => {
  it('labels movements Abierto, Cerrado and Eliminado (struck through), and in English', async () => {
    openPage('/settings_cashiers?tab=movements');
    const list = await screen.findByRole('table', { name: 'Movimientos' });
    const statuses = within(list).getAllByText(/^(Abierto|Cerrado|Eliminado)$/);
    expect(statuses.map((status) => status.textContent)).toEqual(['Abierto', 'Cerrado', 'Eliminado']);
    expect(statuses[2]!.closest('[data-status]')).toHaveStyle({ textDecoration: 'line-through' });
    // An open movement offers Close; a deleted one offers no delete.
    expect(within(list).getByRole('button', { name: 'Cerrar Caja 1' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Eliminar movimiento/ })).toHaveLength(2);
    await act(() => chooseLanguage('en'));
    await within(list).findByText('Deleted');
    const labels = [...list.querySelectorAll('[data-status]')].map((badge) => badge.textContent);
    expect(labels).toEqual(['Open', 'Closed', 'Deleted']);
  });

  it("filters by close day, today by default, and refuses 90 days or more ('ERROR DATE RANGE')", async () => {
    const server = openPage('/settings_cashiers?tab=movements');
    await screen.findByRole('table', { name: 'Movimientos' });
    const today = localDay(new Date());
    expect(server.callsTo('POST', '/cashiers/movements/fetch')[0]!.body).toMatchObject({
      page: 0,
      filter: { startClose: today, endClose: today },
    });
    const from = screen.getByLabelText('Cierre desde');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    expect(await screen.findByText('El rango de fechas debe ser menor a 90 días')).toBeInTheDocument();
    expect(server.callsTo('POST', '/cashiers/movements/fetch').map((call) => call.body)).not.toContainEqual(
      expect.objectContaining({ filter: expect.objectContaining({ startClose: '2020-01-01' }) }),
    );
  });

  it('shows a closed movement read-only with its counts, the totals per method and the difference', async () => {
    openPage('/settings_cashiers?tab=movements', {
      [`GET /cashiers/movements/${closed.id}`]: { status: 200, body: closed },
    });
    const list = await screen.findByRole('table', { name: 'Movimientos' });
    await userEvent.click(within(list).getByRole('button', { name: 'Ver movimiento de Caja 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Movimiento · Caja 2' });
    expect(within(drawer).getByText('Billete $50.000 × 2')).toBeInTheDocument();
    expect(within(drawer).getByText('Moneda $1.000 × 4')).toBeInTheDocument();
    const card = drawer.querySelector<HTMLElement>('[data-method="Tarjeta"]')!;
    expect(within(card).getByText('$7.000')).toBeInTheDocument();
    expect(within(card).getByText('$6.000')).toBeInTheDocument();
    expect(within(card).getByText('-$1.000')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Cerrar caja' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('soft deletes a movement after confirming', async () => {
    const server = openPage('/settings_cashiers?tab=movements', {
      'PUT /cashiers/movements': { status: 200, body: { updated: 1 } },
    });
    const list = await screen.findByRole('table', { name: 'Movimientos' });
    await userEvent.click(within(list).getByRole('button', { name: 'Eliminar movimiento de Caja 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(server.callsTo('PUT', '/cashiers/movements')).toHaveLength(1));
    expect(server.callsTo('PUT', '/cashiers/movements')[0]!.body).toEqual({
      ids: [closed.id],
      payload: { deleted: true },
    });
    expect(await screen.findByText('Registro eliminado')).toBeInTheDocument();
  });

  it('searches cashiers 500 ms after typing and creates one in a drawer, checking the name', async () => {
    const server = openPage('/settings_cashiers', {
      'POST /users/page': page([]),
      'POST /cashiers': { status: 201, body: makeCashier({ id: CAJA_2_ID, name: 'Barra' }) },
    });
    expect(await screen.findByRole('link', { name: 'Cajas' })).toHaveAttribute('href', '/settings_cashiers');
    await screen.findByRole('table', { name: 'Cajas' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'barra');
    await waitFor(() =>
      expect(server.callsTo('POST', '/cashiers/fetch').at(-1)!.body).toMatchObject({ filter: { name: 'barra' } }),
    );
    // One search for the whole word, not one per letter.
    expect(server.callsTo('POST', '/cashiers/fetch')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Nueva caja' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nueva caja' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Nombre' }), 'ab');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(drawer).findByText('Ingrese un nombre válido. Mínimo 3 carácteres alfanuméricos'),
    ).toBeInTheDocument();
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Nombre' }), 'c Barra');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', '/cashiers')).toHaveLength(1));
    expect(server.callsTo('POST', '/cashiers')[0]!.body).toEqual({ name: 'abc Barra', userIds: [] });
    expect(await screen.findByText('Registro creado')).toBeInTheDocument();
  });
});
