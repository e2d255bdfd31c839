import { money } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAJA_1_ID, MOVEMENT_ID, makeCashier, makeMovement, openPosWithCashiers } from '../../test/cashierFixtures';
import { makeUser } from '../../test/fixtures';

const caja = makeUser('Caja', { allowedViews: ['tables'], cashier: { id: CAJA_1_ID, name: 'Caja 1' } });
const info = {
  startDate: '2026-03-04T13:00:00.000Z',
  closeDate: null,
  methodsBySystem: { Efectivo: 4000, Tarjeta: 7000 },
  totalBySystem: 11000,
  orders: 2,
};

function openWithOpenCashier(routes = {}) {
  localStorage.setItem('openCashier', CAJA_1_ID);
  return openPosWithCashiers(caja, [makeCashier({ openMovementId: MOVEMENT_ID })], {
    [`GET /cashiers/movements/${MOVEMENT_ID}`]: { status: 200, body: makeMovement() },
    'POST /orders/cashier/info': { status: 200, body: info },
    ...routes,
  });
}

async function openCloseForm() {
  const bar = await screen.findByRole('banner');
  await userEvent.click(await within(bar).findByRole('button', { name: 'Caja: Caja 1' }));
  expect(screen.queryByRole('menuitem', { name: 'Abrir caja' })).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar caja' }));
  return screen.findByRole('dialog', { name: 'Cerrar Caja 1' });
}

const row = (dialog: HTMLElement, method: string) => dialog.querySelector<HTMLElement>(`[data-method="${method}"]`)!;
const differenceOf = (element: HTMLElement) =>
  Number(element.querySelector('[data-difference]')!.getAttribute('data-difference'));

describe('closing a cashier from the top bar', () => {
  it('shows the system totals per method and the difference counted − system, negative in red', async () => {
    openWithOpenCashier();
    const dialog = await openCloseForm();
    expect(within(row(dialog, 'Efectivo')).getByText('$4.000')).toBeInTheDocument();
    expect(within(row(dialog, 'Tarjeta')).getByText('$7.000')).toBeInTheDocument();
    expect(differenceOf(row(dialog, 'total'))).toBe(-11000);

    // The cash method is filled from the counted coins and bills, and cannot be typed.
    const cash = within(dialog).getByRole('textbox', { name: 'Contado en Efectivo' });
    expect(cash).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Monedas de $1.000' }), '4');
    expect(cash).toHaveValue('4.000');
    expect(differenceOf(row(dialog, 'Efectivo'))).toBe(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contado en Tarjeta' }), '6.000');
    const short = row(dialog, 'Tarjeta').querySelector<HTMLElement>('[data-difference]')!;
    expect(short).toHaveTextContent('-$1.000');
    expect(short.style.color).toContain('red');
    expect(differenceOf(row(dialog, 'total'))).toBe(-1000);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Contado en Tarjeta' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contado en Tarjeta' }), '7000');
    expect(differenceOf(row(dialog, 'total'))).toBe(0);
  });

  it('closes with the counts and the typed amounts, and forgets the cashier on the device', async () => {
    const closed = makeMovement({ type: 2, difference: money(0), closeDate: '2026-03-04T23:00:00.000Z', version: 2 });
    const { server } = openWithOpenCashier({
      [`PUT /cashiers/movements/${MOVEMENT_ID}`]: { status: 200, body: closed },
    });
    const dialog = await openCloseForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Monedas de $1.000' }), '4');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contado en Tarjeta' }), '7.000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Observación' }), 'Cierre de turno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar caja' }));
    await waitFor(() => expect(server.callsTo('PUT', `/cashiers/movements/${MOVEMENT_ID}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/cashiers/movements/${MOVEMENT_ID}`)[0]!.body).toMatchObject({
      version: 1,
      closeDate: expect.stringMatching(/[+-]\d{2}:\d{2}$/),
      detail: { counts: expect.objectContaining({ coin_1000: 4, bill_1000: 0 }) },
      methodsByUser: { Tarjeta: 7000 },
      observation: 'Cierre de turno',
    });
    expect(await screen.findByText('Caja 1 cerrada. Diferencia: $0')).toBeInTheDocument();
    expect(localStorage.getItem('openCashier')).toBeNull();
  });

  it("refuses a counted amount that is not money ('Ingrese un valor válido')", async () => {
    const { server } = openWithOpenCashier();
    const dialog = await openCloseForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contado en Tarjeta' }), '7,5.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar caja' }));
    expect(await within(row(dialog, 'Tarjeta')).findByText('Ingrese un valor válido')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/cashiers/movements/${MOVEMENT_ID}`)).toHaveLength(0);
  });
});
