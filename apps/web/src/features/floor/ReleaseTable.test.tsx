import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/fakeApi';
import { busyTable, makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { tileName } from '../../test/tileName';

const waiter = makeUser('mesero');
const tile = (name: string) => screen.findByRole('button', { name: tileName(name) });

async function askToRelease(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Liberar mesa' }));
  return screen.findByRole('dialog', { name: `¿Liberar ${name}?` });
}

describe('releasing a table that holds an order', () => {
  it('says what happens to unsent and sent items, asks for a PIN, and frees the table', async () => {
    const served = busyTable(4, waiter, 3, { itemCount: 5, unsentCount: 2, currentOrderId: makeTable(9).id });
    const path = `/tables/${served.id}/release`;
    const { server } = openFloor(waiter, {
      tables: [served],
      routes: {
        [`POST ${path}`]: [
          apiError(403, 'PIN_REQUIRED'),
          apiError(422, 'INCORRECT_PIN'),
          { status: 200, body: makeTable(4, { version: 3 }) },
        ],
      },
    });
    const confirm = await askToRelease('Mesa 4');
    expect(confirm).toHaveTextContent('Se quitarán el mesero, las personas, el pedido y los descuentos de la mesa.');
    expect(confirm).toHaveTextContent('2 productos sin enviar se descartan.');
    expect(confirm).toHaveTextContent('Cocina ya tiene 3 productos: se imprimirá su anulación.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Liberar' }));

    const pinDialog = await screen.findByRole('dialog', { name: 'Autorización' });
    expect(screen.queryByRole('dialog', { name: '¿Liberar Mesa 4?' })).not.toBeInTheDocument();
    const enter = async (pin: string) => {
      for (const digit of pin) await userEvent.click(within(pinDialog).getByRole('button', { name: digit }));
      await userEvent.click(within(pinDialog).getByRole('button', { name: 'Confirmar' }));
    };
    await enter('9999');
    expect(await within(pinDialog).findByRole('alert')).toHaveTextContent('PIN incorrecto');
    await enter('2222');
    expect(await screen.findByText('Mesa 4 quedó libre y se envió la anulación a cocina')).toBeInTheDocument();
    await waitFor(async () => expect(await tile('Mesa 4')).toHaveTextContent('Libre'));
    expect(server.callsTo('POST', path).map((call) => call.body)).toEqual([
      undefined,
      { pin: '9999' },
      { pin: '2222' },
    ]);
    // A PIN request is not a lost session.
    expect(localStorage.getItem('jwt')).not.toBeNull();
  });

  it('keeps the table when the PIN is not given', async () => {
    const served = busyTable(4, waiter, 3, { itemCount: 1, unsentCount: 0 });
    openFloor(waiter, {
      tables: [served],
      routes: { [`POST /tables/${served.id}/release`]: apiError(403, 'PIN_REQUIRED') },
    });
    await userEvent.click(within(await askToRelease('Mesa 4')).getByRole('button', { name: 'Liberar' }));
    const pinDialog = await screen.findByRole('dialog', { name: 'Autorización' });
    await userEvent.click(within(pinDialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await tile('Mesa 4')).toHaveAccessibleName(/Enviada/);
  });

  it("shows the server's reason when it refuses, not the version-conflict text", async () => {
    const served = busyTable(4, waiter, 3, { itemCount: 2, unsentCount: 2 });
    openFloor(waiter, {
      tables: [served],
      routes: { [`POST /tables/${served.id}/release`]: apiError(409, 'TABLE_CHANGED') },
    });
    const confirm = await askToRelease('Mesa 4');
    expect(confirm).not.toHaveTextContent('Cocina ya tiene');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText('Error al liberar la mesa')).toBeInTheDocument();
    expect(
      screen.getByText('La mesa cambió en otra terminal mientras la liberaba: revísela e inténtelo de nuevo'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/El registro cambió mientras lo editabas/)).not.toBeInTheDocument();
    expect(await tile('Mesa 4')).toHaveAccessibleName(/Por enviar/);
  });
});
