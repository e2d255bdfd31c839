import type { Table } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type RecordedCall } from '../../test/fakeApi';
import { MAIN_ROOM, makeTable, makeUser, TERRACE } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';

const admin = makeUser('Administrador');

const saved = (table: Table) => (call: RecordedCall) => ({
  status: 200,
  body: { ...table, ...(call.body as Partial<Table>), version: table.version + 1 },
});

describe('tables admin', () => {
  it('lists each room with its tables, and updates a table another terminal renamed', async () => {
    const { live } = openFloor(admin, {
      tables: [makeTable(1), makeTable(2, { busy: true }), makeTable(3, { roomId: TERRACE.id, position: 1 })],
      rooms: [MAIN_ROOM, TERRACE],
      path: '/settings/tables',
    });
    const main = await screen.findByRole('region', { name: MAIN_ROOM.name });
    expect(within(main).getByText('2 mesas')).toBeInTheDocument();
    expect(
      within(main)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Mesa 1Libre'), expect.stringContaining('Mesa 2Ocupada')]);
    const terrace = screen.getByRole('region', { name: TERRACE.name });
    expect(within(terrace).getByText('Mesa 3')).toBeInTheDocument();

    live.send('table.changed', { table: makeTable(1, { name: 'Ventana', version: 2 }) });
    expect(await within(main).findByText('Ventana')).toBeInTheDocument();
  });

  it('renames and moves a table, sending only what changed with the version read', async () => {
    const one = makeTable(1);
    const { server } = openFloor(admin, {
      tables: [one],
      rooms: [MAIN_ROOM, TERRACE],
      path: '/settings/tables',
      routes: { [`PUT /tables/${one.id}`]: saved(one) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Mesa 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Mesa 1' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Nombre' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Ventana');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Salón' }), TERRACE.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PUT', `/tables/${one.id}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/tables/${one.id}`)[0]?.body).toEqual({
      name: 'Ventana',
      roomId: TERRACE.id,
      version: one.version,
    });
  });

  it('shows the spec text on the number when another table has it, and keeps the form open', async () => {
    const one = makeTable(1);
    openFloor(admin, {
      tables: [one, makeTable(2)],
      path: '/settings/tables',
      routes: { [`PUT /tables/${one.id}`]: apiError(409, 'TABLE_EXISTS') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Mesa 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Mesa 1' });
    const number = within(dialog).getByRole('textbox', { name: 'Número de mesa' });
    await userEvent.clear(number);
    await userEvent.type(number, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El número de mesa ya existe, intente con otro')).toBeInTheDocument();
  });

  it('says why a table with an order cannot be deleted', async () => {
    const busy = makeTable(1, { busy: true });
    openFloor(admin, {
      tables: [busy],
      path: '/settings/tables',
      routes: { [`DELETE /tables/${busy.id}`]: apiError(409, 'TABLE_HAS_ORDER') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Mesa 1' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar Mesa 1?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText('La mesa tiene una orden: ciérrela o libérela antes de eliminarla'),
    ).toBeInTheDocument();
  });
});
