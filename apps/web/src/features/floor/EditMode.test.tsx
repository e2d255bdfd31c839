import type { Table } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type RecordedCall } from '../../test/fakeApi';
import { MAIN_ROOM, makeTable, makeUser, TERRACE } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { tileName } from '../../test/tileName';

const admin = makeUser('Administrador');
const tile = (name: string) => screen.findByRole('button', { name: tileName(name) });

async function startEditing() {
  await userEvent.click(await screen.findByRole('button', { name: 'Editar plano' }));
  return screen.findByRole('region', { name: /^Mesas de / });
}

/** The server's answer to a table PUT: the table with the patch applied and the next version. */
const saved = (table: Table) => (call: RecordedCall) => ({
  status: 200,
  body: { ...table, ...(call.body as Partial<Table>), version: table.version + 1 },
});

describe('edit mode', () => {
  it('is offered only to users who may create tables', async () => {
    openFloor(makeUser('mesero'), { tables: [makeTable(1)] });
    await tile('Mesa 1');
    expect(screen.queryByRole('button', { name: 'Editar plano' })).not.toBeInTheDocument();
  });

  it('is not offered in waiter mode', async () => {
    openFloor(admin, { tables: [makeTable(1)], mode: 'waiters' });
    await tile('Mesa 1');
    expect(screen.queryByRole('button', { name: 'Editar plano' })).not.toBeInTheDocument();
  });

  it('adds a table on an empty slot as "Mesa N", round and big, with the next free number', async () => {
    const created = makeTable(3, { position: 2 });
    const { server } = openFloor(admin, {
      tables: [makeTable(1), makeTable(2, { position: 5 })],
      routes: { 'POST /tables': { status: 201, body: created } },
    });
    const grid = await startEditing();
    await userEvent.click(within(grid).getByRole('button', { name: 'Agregar mesa en el espacio 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva mesa' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Mesa 3');
    expect(within(dialog).getByRole('textbox', { name: 'Número de mesa' })).toHaveValue('3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar mesa' }));
    await waitFor(() => expect(server.callsTo('POST', '/tables')).toHaveLength(1));
    expect(server.callsTo('POST', '/tables')[0]?.body).toEqual({
      name: 'Mesa 3',
      numberTable: 3,
      roomId: MAIN_ROOM.id,
      position: 2,
      shape: 'CIRCLE',
      size: 'BIG',
    });
    expect(await tile('Mesa 3')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nueva mesa' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'empty'],
    ['-1', 'negative'],
    ['abc', 'not a number'],
  ])('refuses the table number %j (%s) with the spec message', async (value) => {
    const { server } = openFloor(admin, { tables: [makeTable(1)] });
    const grid = await startEditing();
    await userEvent.click(within(grid).getByRole('button', { name: 'Agregar mesa en el espacio 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva mesa' });
    const number = within(dialog).getByRole('textbox', { name: 'Número de mesa' });
    await userEvent.clear(number);
    if (value) await userEvent.type(number, value);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar mesa' }));
    expect(await within(dialog).findByText('Ingrese un nombre válido. Mínimo 1 número')).toBeInTheDocument();
    expect(server.callsTo('POST', '/tables')).toHaveLength(0);
  });

  it('answers a taken number with "La mesa ya existe" and the spec text', async () => {
    openFloor(admin, {
      tables: [makeTable(1)],
      routes: { 'POST /tables': apiError(409, 'TABLE_EXISTS') },
    });
    const grid = await startEditing();
    await userEvent.click(within(grid).getByRole('button', { name: 'Agregar mesa en el espacio 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva mesa' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar mesa' }));
    expect(await screen.findByText('La mesa ya existe')).toBeInTheDocument();
    expect(screen.getAllByText('El número de mesa ya existe, intente con otro').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Nueva mesa' })).toBeInTheDocument();
  });

  it('adds the table to the room being shown', async () => {
    const { server } = openFloor(admin, {
      tables: [makeTable(1)],
      rooms: [MAIN_ROOM, TERRACE],
      routes: { 'POST /tables': { status: 201, body: makeTable(2, { roomId: TERRACE.id, position: 1 }) } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Terraza' }));
    const grid = await startEditing();
    await userEvent.click(within(grid).getByRole('button', { name: 'Agregar mesa en el espacio 1' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Nueva mesa' })).getByRole('button', { name: 'Guardar mesa' }),
    );
    await waitFor(() => expect(server.callsTo('POST', '/tables')[0]?.body).toMatchObject({ roomId: TERRACE.id }));
  });

  it('reshapes a table with the corner button, sending the version it changes', async () => {
    const table = makeTable(1, { version: 4 });
    const { server } = openFloor(admin, {
      tables: [table],
      routes: { [`PUT /tables/${table.id}`]: saved(table) },
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar Mesa 1 a cuadrada' }));
    await waitFor(async () => expect(await tile('Mesa 1')).toHaveAccessibleName(/cuadrada/));
    expect(server.callsTo('PUT', `/tables/${table.id}`)[0]?.body).toEqual({ shape: 'SQUARE', version: 4 });
  });

  it('reshapes a table with a double click or double tap', async () => {
    const table = makeTable(1, { shape: 'SQUARE' });
    const { server } = openFloor(admin, {
      tables: [table],
      routes: { [`PUT /tables/${table.id}`]: saved(table) },
    });
    await startEditing();
    await userEvent.dblClick(await tile('Mesa 1'));
    await waitFor(async () => expect(await tile('Mesa 1')).toHaveAccessibleName(/redonda/));
    expect(server.callsTo('PUT', `/tables/${table.id}`)[0]?.body).toEqual({ shape: 'CIRCLE', version: 1 });
  });

  it('puts the shape back and says "Error al actualizar mesa" when the server refuses', async () => {
    const table = makeTable(1);
    openFloor(admin, {
      tables: [table],
      routes: { [`PUT /tables/${table.id}`]: apiError(409, 'CONFLICT') },
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar Mesa 1 a cuadrada' }));
    expect(await screen.findByText('Error al actualizar mesa')).toBeInTheDocument();
    await waitFor(async () => expect(await tile('Mesa 1')).toHaveAccessibleName(/redonda/));
  });

  it('creates a room and shows it', async () => {
    const terrace = { ...TERRACE, name: 'Patio' };
    const { server } = openFloor(admin, {
      tables: [makeTable(1)],
      routes: { 'POST /rooms': { status: 201, body: terrace } },
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo salón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo salón' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar salón' }));
    expect(await within(dialog).findByText('Escriba un nombre de 1 a 60 caracteres')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre del salón' }), 'Patio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar salón' }));
    expect(await screen.findByRole('tab', { name: 'Patio' })).toHaveAttribute('aria-selected', 'true');
    expect(server.callsTo('POST', '/rooms')[0]?.body).toEqual({ name: 'Patio' });
  });

  it('renames the room being shown, with its version', async () => {
    const { server } = openFloor(admin, {
      tables: [makeTable(1)],
      routes: { [`PUT /rooms/${MAIN_ROOM.id}`]: { status: 200, body: { ...MAIN_ROOM, name: 'Comedor', version: 2 } } },
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Renombrar salón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renombrar salón' });
    const name = within(dialog).getByRole('textbox', { name: 'Nombre del salón' });
    expect(name).toHaveValue('Salón Principal');
    await userEvent.clear(name);
    await userEvent.type(name, 'Comedor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar salón' }));
    expect(await screen.findByRole('tab', { name: 'Comedor' })).toBeInTheDocument();
    expect(server.callsTo('PUT', `/rooms/${MAIN_ROOM.id}`)[0]?.body).toEqual({ name: 'Comedor', version: 1 });
  });
});
