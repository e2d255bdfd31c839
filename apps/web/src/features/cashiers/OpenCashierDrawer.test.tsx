import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAJA_1_ID, CAJA_2_ID, makeCashier, makeMovement, openPosWithCashiers } from '../../test/cashierFixtures';
import { makeUser } from '../../test/fixtures';

const caja = makeUser('Caja', { allowedViews: ['tables'], cashier: { id: CAJA_1_ID, name: 'Caja 1' } });
const admin = makeUser('Administrador');

async function openForm() {
  const bar = await screen.findByRole('banner');
  await userEvent.click(within(bar).getByRole('button', { name: 'Caja: Sin caja' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Abrir caja' }));
  return screen.findByRole('dialog', { name: 'Abrir caja' });
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('opening a cashier from the top bar', () => {
  it('offers a cashier only what it may do: open, and no management', async () => {
    openPosWithCashiers(caja, [makeCashier()]);
    const bar = await screen.findByRole('banner');
    await userEvent.click(within(bar).getByRole('button', { name: 'Caja: Sin caja' }));
    expect(await screen.findByRole('menuitem', { name: 'Abrir caja' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cerrar caja' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Administrar cajas' })).not.toBeInTheDocument();
  });

  it('counts every COP coin and bill, totals them live and refuses a total of 0', async () => {
    const { server } = openPosWithCashiers(caja, [makeCashier()]);
    const dialog = await openForm();
    expect(within(dialog).getByRole('textbox', { name: 'Caja' })).toHaveValue('Caja 1');
    expect(within(dialog).getAllByRole('textbox', { name: /^Monedas de / })).toHaveLength(5);
    expect(within(dialog).getAllByRole('textbox', { name: /^Billetes de / })).toHaveLength(7);
    expect(screen.getByTestId('count-total')).toHaveTextContent('$0');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir caja' }));
    expect(await within(dialog).findByText('El conteo total no puede ser igual a 0')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Un billete de $50.000 más' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un billete de $50.000 más' }));
    await userEvent.clear(field(dialog, 'Monedas de $500'));
    await userEvent.type(field(dialog, 'Monedas de $500'), '3');
    expect(screen.getByTestId('count-total')).toHaveTextContent('$101.500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un billete de $50.000 menos' }));
    expect(screen.getByTestId('count-total')).toHaveTextContent('$51.500');
    expect(server.callsTo('POST', '/cashiers/register/state')).toHaveLength(0);
  });

  it("says 'Ingrese un valor válido' for a count left empty", async () => {
    const { server } = openPosWithCashiers(caja, [makeCashier()]);
    const dialog = await openForm();
    await userEvent.type(field(dialog, 'Billetes de $10.000'), '5');
    await userEvent.clear(field(dialog, 'Monedas de $50'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir caja' }));
    expect(await within(dialog).findByText('Ingrese un valor válido')).toBeInTheDocument();
    expect(server.callsTo('POST', '/cashiers/register/state')).toHaveLength(0);
  });

  it('opens with the counts, remembers the cashier on the device and shows its name', async () => {
    let opened = false;
    const { server } = openPosWithCashiers(caja, [], {
      'GET /cashiers/mine': () => ({
        status: 200,
        body: [makeCashier({ openMovementId: opened ? makeMovement().id : null })],
      }),
      'POST /cashiers/register/state': () => {
        opened = true;
        return { status: 200, body: makeMovement() };
      },
    });
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un billete de $50.000 más' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir caja' }));
    await waitFor(() => expect(server.callsTo('POST', '/cashiers/register/state')).toHaveLength(1));
    const [call] = server.callsTo('POST', '/cashiers/register/state');
    expect(call!.body).toMatchObject({
      type: 1,
      cashierId: CAJA_1_ID,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
      detail: { counts: expect.objectContaining({ bill_50000: 1, coin_50: 0, bill_100000: 0 }) },
    });
    // The answer reaches the drawer through the outbox, after the request is on record.
    await waitFor(() => expect(localStorage.getItem('openCashier')).toBe(CAJA_1_ID));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Caja: Caja 1' })).toBeInTheDocument();
  });

  it("makes an administrator choose the cashier ('Choose a cashier')", async () => {
    const { server } = openPosWithCashiers(admin, [
      makeCashier(),
      makeCashier({ id: CAJA_2_ID, name: 'Caja 2', openMovementId: makeMovement().id }),
    ]);
    const bar = await screen.findByRole('banner');
    await userEvent.click(within(bar).getByRole('button', { name: /^Caja: / }));
    expect(await screen.findByRole('menuitem', { name: 'Administrar cajas' })).toHaveAttribute(
      'href',
      '/settings_cashiers',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Abrir caja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir caja' });
    // Every mistake shows at once: no cashier and nothing counted.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir caja' }));
    expect(await within(dialog).findByText('Elija una caja')).toBeInTheDocument();
    expect(within(dialog).getByText('El conteo total no puede ser igual a 0')).toBeInTheDocument();
    await userEvent.type(field(dialog, 'Billetes de $1.000'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir caja' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('El conteo total no puede ser igual a 0')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Elija una caja')).toBeInTheDocument();
    expect(server.callsTo('POST', '/cashiers/register/state')).toHaveLength(0);
  });
});
