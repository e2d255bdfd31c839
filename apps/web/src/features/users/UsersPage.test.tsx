import type { UserRow } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const ROLES = {
  admin: { id: '0194c2a0-0000-7000-8000-0000000000a1', name: 'Administrador' },
  mesero: { id: '0194c2a0-0000-7000-8000-0000000000a2', name: 'mesero' },
  caja: { id: '0194c2a0-0000-7000-8000-0000000000a3', name: 'Caja' },
};
const CAJA_1 = { id: '0194c2a0-0000-7000-8000-0000000000c1', name: 'Caja 1' };

const row = (overrides: Partial<UserRow>): UserRow => ({
  id: '0194c2a0-0000-7000-8000-0000000000b1',
  name: 'Mario Mesero',
  email: 'mesero@demo.pos',
  role: 'mesero',
  roleId: ROLES.mesero.id,
  phone: null,
  branch: 'Principal',
  business: 'Demo Restaurante',
  createdAt: '2026-03-01T10:00:00.000Z',
  cashier: CAJA_1,
  allowedViews: [],
  hasPin: true,
  passwordPending: false,
  deleted: false,
  ...overrides,
});
const mario = row({});
const pedro = row({ id: '0194c2a0-0000-7000-8000-0000000000b2', name: 'Pedro Pérez', email: 'pedro@demo.pos' });
const old = row({
  id: '0194c2a0-0000-7000-8000-0000000000b3',
  name: 'Olga Antigua',
  email: 'olga@demo.pos',
  deleted: true,
});
const page = <T,>(content: T[], pageSize = 20) => ({
  status: 200,
  body: { content, totalElements: content.length, page: 0, pageSize },
});

function openPage(path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'POST /users/page': page([mario, pedro, old]),
    'GET /roles': { status: 200, body: Object.values(ROLES) },
    'POST /customers/fetch': page([], 10),
    ...routes,
  });
  renderApp(path);
  return server;
}

describe('users screen', () => {
  it('lists users Activo and Desactivado, deactivated ones too, and deactivates the picked ones after confirming', async () => {
    const server = openPage('/settings/users', { 'PUT /users': { status: 200, body: { updated: 2 } } });
    const list = await screen.findByRole('table', { name: 'Usuarios' });
    expect(server.callsTo('POST', '/users/page')[0]!.body).toMatchObject({
      page: 0,
      pageSize: 20,
      filter: { includeDeleted: true },
    });
    const statuses = [...list.querySelectorAll('[data-status]')].map((badge) => badge.textContent);
    expect(statuses).toEqual(['Activo', 'Activo', 'Desactivado']);
    expect(within(list).getByRole('checkbox', { name: 'Seleccionar Olga Antigua' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Seleccionar Mario Mesero' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Seleccionar Pedro Pérez' }));
    await userEvent.click(screen.getByRole('button', { name: /^Desactivar$/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(confirm).toHaveTextContent('¿Desactivar a 2 usuarios (Mario Mesero, Pedro Pérez)?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(server.callsTo('PUT', '/users')).toHaveLength(1));
    expect(server.callsTo('PUT', '/users')[0]!.body).toEqual({ ids: [mario.id, pedro.id], payload: { deleted: true } });
    expect(await screen.findByText('2 usuarios desactivados')).toBeInTheDocument();
  });

  it('checks the drawer with the spec messages, asks a waiter for a cashier found from 3 letters, and hands over the code', async () => {
    const server = openPage('/settings/users', {
      'POST /users/cashier/select': { status: 200, body: [CAJA_1] },
      'POST /users': {
        status: 201,
        body: [
          {
            ...row({ id: '0194c2a0-0000-7000-8000-0000000000b9', name: 'Lucia Mesera', email: 'lucia@demo.pos' }),
            passwordPending: true,
            passwordCode: { code: 'ABCD-EFGH-JKMN', expiresAt: '2026-03-02T10:00:00.000Z' },
          },
        ],
      },
    });
    await screen.findByRole('table', { name: 'Usuarios' });
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Correo electrónico' }), 'lucia');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Teléfono' }), '12ab');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await within(drawer).findByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(within(drawer).getByText('Ingrese un teléfono válido')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Este campo es obligatorio')).toHaveLength(2);
    // The cashier is asked only of a waiter.
    expect(within(drawer).queryByRole('combobox', { name: 'Caja' })).not.toBeInTheDocument();

    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Nombre' }), 'Lucia Mesera');
    await userEvent.clear(within(drawer).getByRole('textbox', { name: 'Correo electrónico' }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Correo electrónico' }), 'lucia@demo.pos');
    await userEvent.clear(within(drawer).getByRole('textbox', { name: 'Teléfono' }));
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Rol' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mesero' }));
    const picker = await within(drawer).findByRole('combobox', { name: 'Caja' });
    await userEvent.type(picker, 'Ca');
    await userEvent.type(picker, 'j');
    await userEvent.click(await screen.findByRole('option', { name: 'Caja 1' }));
    // One search, for the 3 letters, none for 2.
    expect(server.callsTo('POST', '/users/cashier/select').map((call) => call.body)).toEqual([{ name: 'Caj' }]);
    await userEvent.type(within(drawer).getByLabelText('PIN'), '12');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await within(drawer).findByText('El PIN debe tener de 4 a 6 dígitos')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('PIN'), '34');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    const code = await screen.findByRole('dialog', { name: 'Código para crear la contraseña' });
    expect(within(code).getByText('ABCD-EFGH-JKMN')).toBeInTheDocument();
    expect(within(code).getByRole('textbox', { name: 'Enlace' })).toHaveValue(
      `${window.location.origin}/set-password#code=ABCD-EFGH-JKMN`,
    );
    expect(server.callsTo('POST', '/users')[0]!.body).toEqual([
      {
        name: 'Lucia Mesera',
        email: 'lucia@demo.pos',
        roleId: ROLES.mesero.id,
        phone: '',
        cashierId: CAJA_1.id,
        allowedViews: [],
        pin: '1234',
      },
    ]);
  });

  it('checks the customer modal: name required, ERROR EMAIL and ERROR PHONE', async () => {
    openPage('/settings/users?tab=customers');
    await screen.findByText('Sin clientes');
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Correo electrónico' }), 'laura@');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Teléfono' }), 'abc');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Barrio' }), '<b>');
    await userEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(modal).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(within(modal).getByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(within(modal).getByText('Ingrese un teléfono válido')).toBeInTheDocument();
    expect(within(modal).getByText('Use letras, números, espacios y # - . , / (mínimo 3)')).toBeInTheDocument();
  });
});
