import type { SessionUser } from '@comandero/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTable, makeUser } from '../../test/fixtures';
import { openMenuAt } from '../../test/menuServer';
import { BURGER, CAKE, orderLine, tableOrder } from '../../test/orderFixtures';

const TABLE_ID = makeTable(3).id;
const sentBurger = orderLine(BURGER, {
  id: '0194c2a0-0000-7000-8000-000000000721',
  sentQuantity: 1,
  commandSent: true,
});
const unsentCake = orderLine(CAKE, { id: '0194c2a0-0000-7000-8000-000000000722' });
// Tables grants without update or delete (in neither form): no role of the spec's table is like it today.
const readOnly: SessionUser = {
  ...makeUser('mesero'),
  securityPolitics: { tables: ['read', 'sendCommand'], pos: ['tables'] },
};
const panel = () => screen.findByRole('region', { name: 'Pedido · Mesa 3' });

describe('editing and removing lines by permission (spec 01 §6)', () => {
  it('offers edit and remove on every line to a waiter (update and delete with PIN)', async () => {
    openMenuAt('/menu/home', { order: tableOrder(TABLE_ID, [sentBurger, unsentCake]) });
    const order = await panel();
    await within(order).findByText('Torta de chocolate');
    for (const name of ['Hamburguesa clásica', 'Torta de chocolate']) {
      expect(within(order).getByRole('button', { name: `Editar ${name}` })).toBeEnabled();
      expect(within(order).getByRole('button', { name: `Quitar ${name}` })).toBeEnabled();
    }
  });

  it('hides edit, and remove of an unsent line, from a user without update and delete on tables', async () => {
    openMenuAt('/menu/home', { user: readOnly, order: tableOrder(TABLE_ID, [sentBurger, unsentCake]) });
    const order = await panel();
    await within(order).findByText('Torta de chocolate');
    expect(within(order).queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Quitar Torta de chocolate' })).not.toBeInTheDocument();
    // What the kitchen has may still be cancelled with an approving PIN.
    expect(within(order).getByRole('button', { name: 'Quitar Hamburguesa clásica' })).toBeEnabled();
  });

  it('says so on the edit page reached by its address, with no way to update', async () => {
    openMenuAt(`/menu/editProduct/${unsentCake.id}`, { user: readOnly, order: tableOrder(TABLE_ID, [unsentCake]) });
    expect(await screen.findByText('No tiene permiso para esta acción')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actualizar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });
});
