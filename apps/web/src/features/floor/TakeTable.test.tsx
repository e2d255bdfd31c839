import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/fakeApi';
import { busyTable, makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { tileName } from '../../test/tileName';

const waiter = makeUser('mesero');
const cashier = makeUser('Caja', { allowedViews: ['tables'] });
const colleague = { id: '0194c2a0-0000-7000-8000-0000000000ff', name: 'Lucía Mesera' };

const tile = (name: string) => screen.findByRole('button', { name: tileName(name) });
const storedTable = () => JSON.parse(localStorage.getItem('table') ?? 'null') as { tableId: string } | null;

describe('taking a table', () => {
  it('asks how many people (1 to 10 or other), occupies the table and opens the menu', async () => {
    const free = makeTable(3);
    const { server, app } = openFloor(waiter, {
      tables: [free],
      routes: { [`POST /tables/${free.id}/occupy`]: { status: 200, body: busyTable(3, waiter, 4) } },
    });
    await userEvent.click(await tile('Mesa 3'));
    const dialog = await screen.findByRole('dialog', { name: '¿Cuántas personas?' });
    expect(within(dialog).getByText('Personas en Mesa 3')).toBeInTheDocument();
    const choices = within(dialog).getByRole('group', { name: '¿Cuántas personas?' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(within(dialog).getByRole('button', { name: 'Otro' })).toBeInTheDocument();
    await userEvent.click(within(choices).getByRole('button', { name: '4' }));
    await waitFor(() => expect(app.pathname()).toBe('/menu/home'));
    expect(server.callsTo('POST', `/tables/${free.id}/occupy`)[0]?.body).toEqual({ people: 4 });
    expect(storedTable()).toMatchObject({ tableId: free.id, justOccupied: true });
  });

  it('takes another number of people up to 99', async () => {
    const free = makeTable(3);
    const { server } = openFloor(waiter, {
      tables: [free],
      routes: { [`POST /tables/${free.id}/occupy`]: { status: 200, body: busyTable(3, waiter, 14) } },
    });
    await userEvent.click(await tile('Mesa 3'));
    const dialog = await screen.findByRole('dialog', { name: '¿Cuántas personas?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Otro' }));
    const open = within(dialog).getByRole('button', { name: 'Abrir mesa' });
    expect(open).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Número de personas' }), '140');
    // 140 is more than 99: the field keeps what fits.
    expect(within(dialog).getByRole('textbox', { name: 'Número de personas' })).toHaveValue('14');
    await userEvent.click(open);
    await waitFor(() => expect(server.callsTo('POST', `/tables/${free.id}/occupy`)[0]?.body).toEqual({ people: 14 }));
  });

  it('warns and stays on the floor when the table is busy with another waiter', async () => {
    const taken = busyTable(5, colleague);
    const { server, app } = openFloor(waiter, { tables: [taken] });
    await userEvent.click(await tile('Mesa 5'));
    expect(await screen.findByText('Mesa ocupada por Lucía Mesera')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/pos');
    // No table written (the first touch refreshes the device's copy, which reads the user cards by POST).
    expect(server.calls.filter((call) => call.method === 'POST' && call.path.startsWith('/tables'))).toHaveLength(0);
  });

  it('lets readAll open another waiter’s table straight away, without asking for people', async () => {
    const taken = busyTable(5, colleague);
    const { server, app } = openFloor(cashier, { tables: [taken] });
    await userEvent.click(await tile('Mesa 5'));
    await waitFor(() => expect(app.pathname()).toBe('/menu/home'));
    // No table written (the first touch refreshes the device's copy, which reads the user cards by POST).
    expect(server.calls.filter((call) => call.method === 'POST' && call.path.startsWith('/tables'))).toHaveLength(0);
    expect(storedTable()).toMatchObject({ tableId: taken.id, justOccupied: false });
  });

  it('opens the own busy table straight away', async () => {
    const mine = busyTable(6, waiter);
    const { app } = openFloor(waiter, { tables: [mine] });
    await userEvent.click(await tile('Mesa 6'));
    await waitFor(() => expect(app.pathname()).toBe('/menu/home'));
  });

  it('says "La mesa está ocupada" and reads the floor again when another terminal took it first', async () => {
    const free = makeTable(3);
    const { server, app } = openFloor(waiter, {
      tables: [free],
      routes: {
        [`POST /tables/${free.id}/occupy`]: apiError(409, 'TABLE_OCCUPIED', { user: 'Lucía Mesera' }),
      },
    });
    await userEvent.click(await tile('Mesa 3'));
    const dialog = await screen.findByRole('dialog', { name: '¿Cuántas personas?' });
    const reads = server.callsTo('GET', '/tables').length;
    await userEvent.click(within(dialog).getByRole('button', { name: '2' }));
    expect(await screen.findByText('La mesa está ocupada')).toBeInTheDocument();
    expect(screen.getByText('Mesa ocupada por Lucía Mesera')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/tables').length).toBeGreaterThan(reads));
    expect(app.pathname()).toBe('/pos');
    expect(screen.queryByRole('dialog', { name: '¿Cuántas personas?' })).not.toBeInTheDocument();
  });

  it('in waiter mode goes to change user carrying the table', async () => {
    const { app } = openFloor(waiter, { tables: [makeTable(3)], mode: 'waiters' });
    await userEvent.click(await tile('Mesa 3'));
    await waitFor(() => expect(app.pathname()).toBe('/changeUser'));
    expect(app.router.state.location.state).toEqual({ table: { id: makeTable(3).id, name: 'Mesa 3' } });
  });
});
