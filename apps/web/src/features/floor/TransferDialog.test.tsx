import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { elapse, until } from '../../test/fakeTime';
import { busyTable, makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { tileName } from '../../test/tileName';
import { TRANSFER_CLOSE_MS } from './TransferDialog';

const waiter = makeUser('mesero');
const cashier = makeUser('Caja', { allowedViews: ['tables'] });
const colleague = { id: '0194c2a0-0000-7000-8000-0000000000ff', name: 'Lucía Mesera' };

async function openTransfer(table: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${table}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Transferir' }));
  return screen.findByRole('dialog', { name: `Transferir ${table}` });
}

const optionsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .slice(1)
    .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]);

describe('transfer', () => {
  const source = busyTable(1, waiter, 2);
  const free = makeTable(2);
  const theirs = busyTable(3, colleague, 4);
  const mine = busyTable(4, waiter, 1);

  it('offers every other table; a waiter without transferAll cannot pick another waiter’s busy table', async () => {
    openFloor(waiter, { tables: [source, free, theirs, mine] });
    const dialog = await openTransfer('Mesa 1');
    expect(optionsOf(dialog)).toEqual([
      ['Mesa 2 · libre', false],
      ['Mesa 3 · ocupada por Lucía Mesera', true],
      ['Mesa 4 · ocupada por Mario Mesero', false],
    ]);
  });

  it('lets a cashier with transferAll pick any table', async () => {
    openFloor(cashier, { tables: [source, free, theirs] });
    const dialog = await openTransfer('Mesa 1');
    expect(optionsOf(dialog).every(([, disabled]) => disabled === false)).toBe(true);
  });

  it('needs a destination', async () => {
    const { server } = openFloor(waiter, { tables: [source, free] });
    const dialog = await openTransfer('Mesa 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await within(dialog).findByText('Elija la mesa de destino')).toBeInTheDocument();
    expect(server.callsTo('POST', '/tables/transfer')).toHaveLength(0);
  });

  it('moves to a free table at once, says "Transferencia exitosa" and closes after 2 s', async () => {
    const { server } = openFloor(waiter, {
      tables: [source, free],
      routes: {
        'POST /tables/transfer': {
          status: 200,
          body: { source: makeTable(1, { version: 3 }), destination: busyTable(2, waiter, 2, { version: 2 }) },
        },
      },
    });
    const dialog = await openTransfer('Mesa 1');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Mesa de destino' }), 'Mesa 2 · libre');
    // The 2 s are counted on fake timers: a busy machine neither shortens nor stretches them.
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    // Only what is due now runs (the answer, React's work): the clock stays where the success shows.
    await until(() => within(dialog).queryByText('Transferencia exitosa') !== null);
    expect(server.callsTo('POST', '/tables/transfer')[0]?.body).toEqual({
      sourceId: source.id,
      destinationId: free.id,
    });
    await elapse(TRANSFER_CLOSE_MS - 1);
    expect(screen.getByRole('dialog', { name: 'Transferir Mesa 1' })).toBeInTheDocument();
    await elapse(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: tileName('Mesa 1') })).toHaveAccessibleName(/Libre/);
  });

  it('asks first when the destination is already taken, and can be called off', async () => {
    const { server } = openFloor(waiter, {
      tables: [source, mine],
      routes: {
        'POST /tables/transfer': {
          status: 200,
          body: { source: makeTable(1, { version: 3 }), destination: busyTable(4, waiter, 3, { version: 3 }) },
        },
      },
    });
    const dialog = await openTransfer('Mesa 1');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Mesa de destino' }), mine.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await within(dialog).findByText('La mesa de destino ya está ocupada')).toBeInTheDocument();
    expect(server.callsTo('POST', '/tables/transfer')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(dialog).getByRole('combobox', { name: 'Mesa de destino' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sí, transferir' }));
    expect(await within(dialog).findByText('Transferencia exitosa')).toBeInTheDocument();
    expect(server.callsTo('POST', '/tables/transfer')).toHaveLength(1);
  });
});
