import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { apiError } from '../../test/fakeApi';
import { busyTable, MAIN_ROOM, makeTable, makeUser, TERRACE } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { tileName } from '../../test/tileName';

const waiter = makeUser('mesero');
const admin = makeUser('Administrador');
const cashier = makeUser('Caja', { allowedViews: ['tables'] });
const colleague = { id: '0194c2a0-0000-7000-8000-0000000000ff', name: 'Lucía Mesera' };

const tile = (name: string) => screen.findByRole('button', { name: tileName(name) });

describe('floor (tables tab)', () => {
  it('shows the rooms as tabs and a room’s tables with number, name and free or busy state', async () => {
    openFloor(admin, {
      tables: [makeTable(1), busyTable(2, colleague, 4), makeTable(3, { roomId: TERRACE.id, position: 1 })],
      rooms: [MAIN_ROOM, TERRACE],
    });
    const free = await tile('Mesa 1');
    expect(free).toHaveTextContent('Libre');
    expect(free).toHaveAccessibleName(/^1,\s*Libre,\s*Mesa 1,\s*redonda$/);
    const busy = await tile('Mesa 2');
    expect(busy).not.toHaveTextContent('Libre');
    expect(busy).toHaveAccessibleName(/Ocupada,.*4 personas/);
    const rooms = screen.getByRole('tablist', { name: 'Salones' });
    expect(
      within(rooms)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Salón Principal', 'Terraza']);
    expect(screen.queryByRole('button', { name: tileName('Mesa 3') })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Terraza' }));
    expect(await tile('Mesa 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: tileName('Mesa 1') })).not.toBeInTheDocument();
  });

  it('tells seated, items to send and all sent apart, with the minutes since the guests sat down', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 1000).toISOString();
    openFloor(admin, {
      tables: [
        busyTable(1, colleague, 2, { seatedAt: minutesAgo(3) }),
        busyTable(2, colleague, 2, { seatedAt: minutesAgo(12), itemCount: 3, unsentCount: 1 }),
        busyTable(3, colleague, 4, { seatedAt: minutesAgo(40), itemCount: 5, unsentCount: 0 }),
      ],
    });
    expect(await tile('Mesa 1')).toHaveAttribute('data-state', 'busy');
    expect(await tile('Mesa 1')).toHaveTextContent(/Ocupada,?\s*3 min/);
    expect(await tile('Mesa 2')).toHaveAttribute('data-state', 'toSend');
    expect(await tile('Mesa 2')).toHaveAccessibleName(/Por enviar,\s*12 min/);
    expect(await tile('Mesa 3')).toHaveAttribute('data-state', 'sent');
    expect(await tile('Mesa 3')).toHaveTextContent(/Enviada,?\s*40 min · LM/);
  });

  it('holds every table in the virtual “Salón Principal” when the branch has no rooms', async () => {
    openFloor(waiter, { tables: [makeTable(1, { roomId: null })], rooms: [] });
    expect(await tile('Mesa 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Salón Principal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Mesas de Salón Principal' })).toBeInTheDocument();
  });

  it('shows the waiter’s name to the own waiter, administrators and cashiers only', async () => {
    const tables = [busyTable(1, waiter), busyTable(2, colleague)];
    openFloor(waiter, { tables });
    // The name is said; the tile shows the initials, read at arm's length (issue 14 §3).
    expect(await tile('Mesa 1')).toHaveAccessibleName(/atiende Mario Mesero/);
    expect(await tile('Mesa 1')).toHaveTextContent('MM');
    expect(await tile('Mesa 2')).not.toHaveAccessibleName(/atiende Lucía Mesera/);
  });

  it('shows a cashier every waiter’s name', async () => {
    openFloor(cashier, { tables: [busyTable(2, colleague)] });
    expect(await tile('Mesa 2')).toHaveAccessibleName(/atiende Lucía Mesera/);
  });

  it('never shows the waiter’s name in waiter mode, not even to an administrator', async () => {
    openFloor(admin, { tables: [busyTable(2, colleague), busyTable(3, admin)], mode: 'waiters' });
    expect(await tile('Mesa 2')).not.toHaveAccessibleName(/atiende Lucía Mesera/);
    expect(await tile('Mesa 3')).not.toHaveAccessibleName(/atiende Ana Administradora/);
  });

  it('says it is loading, then shows a failure with a way to try again', async () => {
    const { server } = openFloor(waiter, {
      tables: [],
      routes: { 'GET /tables': [apiError(404, 'NOT_FOUND'), { status: 200, body: [makeTable(1)] }] },
    });
    expect(await screen.findByText('Cargando mesas…')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo cargar el plano de mesas')).toBeInTheDocument();
    expect(screen.getAllByText('No se encontró el registro').length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await tile('Mesa 1')).toBeInTheDocument();
    expect(server.callsTo('GET', '/tables').length).toBeGreaterThanOrEqual(2);
  });

  it('turns a table busy when another terminal takes it, without reloading', async () => {
    const { live, server } = openFloor(cashier, { tables: [makeTable(3)] });
    expect(await tile('Mesa 3')).toHaveTextContent('Libre');
    // Once the live connection opens the floor is read again (events before it may be missed): that read settles first.
    await waitFor(() => expect(server.callsTo('GET', '/tables').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ['floor'] })).toBe(0));
    const reads = server.callsTo('GET', '/tables').length;
    live.send('table.changed', { type: 'table.changed', table: busyTable(3, colleague, 5) });
    await waitFor(async () => expect(await tile('Mesa 3')).toHaveAccessibleName(/Ocupada,.*5 personas/));
    expect(await tile('Mesa 3')).toHaveAccessibleName(/atiende Lucía Mesera/);
    expect(server.callsTo('GET', '/tables')).toHaveLength(reads);
  });

  it('opens the shortcut of the own busy table and releases it after confirming', async () => {
    const mine = busyTable(4, waiter, 3);
    const { server } = openFloor(waiter, {
      tables: [mine, busyTable(5, colleague), makeTable(6)],
      routes: { [`POST /tables/${mine.id}/release`]: { status: 200, body: makeTable(4, { version: 3 }) } },
    });
    await tile('Mesa 4');
    expect(screen.queryByRole('button', { name: 'Acciones de Mesa 5' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de Mesa 6' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Mesa 4' }));
    expect(await screen.findByRole('menuitem', { name: 'Transferir' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Liberar mesa' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Liberar Mesa 4?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    await waitFor(async () => expect(await tile('Mesa 4')).toHaveTextContent('Libre'));
    expect(server.callsTo('POST', `/tables/${mine.id}/release`)).toHaveLength(1);
  });

  it('says "Error al liberar la mesa" when the release is refused', async () => {
    const mine = busyTable(4, waiter, 3);
    openFloor(waiter, {
      tables: [mine],
      routes: { [`POST /tables/${mine.id}/release`]: apiError(404, 'NOT_FOUND') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Mesa 4' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Liberar mesa' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText('Error al liberar la mesa')).toBeInTheDocument();
    expect(await tile('Mesa 4')).toHaveAccessibleName(/Ocupada/);
  });

  it('opens the shortcut with a long press (right click on a mouse)', async () => {
    openFloor(cashier, { tables: [busyTable(2, colleague)] });
    await userEvent.pointer({ keys: '[MouseRight]', target: await tile('Mesa 2') });
    expect(await screen.findByRole('menuitem', { name: 'Transferir' })).toBeInTheDocument();
  });

  it('hides the shortcut in waiter mode', async () => {
    openFloor(cashier, { tables: [busyTable(2, colleague)], mode: 'waiters' });
    await tile('Mesa 2');
    expect(screen.queryByRole('button', { name: 'Acciones de Mesa 2' })).not.toBeInTheDocument();
  });
});
