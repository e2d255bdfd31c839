import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const VENDOR = {
  id: '0194c2a0-0000-7000-8000-0000000000f1',
  name: 'Carnes del Valle',
  phone: '3001234567',
  address: 'Calle 1',
  createdAt: '2026-11-01T10:00:00.000Z',
  totalPurchases: 240_000,
  totalExpenses: 0,
};
const page = <T,>(content: T[]) => ({
  status: 200,
  body: { content, totalElements: content.length, page: 0, pageSize: 20 },
});

function openVendors(path = '/settings/vendors', vendors = [VENDOR]) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'POST /suppliers/page': page(vendors),
    'POST /suppliers': {
      status: 201,
      body: { ...VENDOR, id: '0194c2a0-0000-7000-8000-0000000000f2', name: 'Lácteos' },
    },
    [`PUT /suppliers/${VENDOR.id}`]: { status: 200, body: VENDOR },
  });
  renderApp(path);
  return server;
}

describe('vendors screen', () => {
  it('lists name, phone and address, created, total purchases and total expenses; suppliers shows the same tab', async () => {
    openVendors('/settings/suppliers', [{ ...VENDOR, totalExpenses: 1_500_000 }]);
    expect(await screen.findByRole('tab', { name: 'Proveedores', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'Proveedores' });
    const cells = within(list)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 2)).toEqual(['Carnes del Valle', '3001234567Calle 1']);
    expect(cells.slice(3, 5)).toEqual(['$240.000', '$1.500.000']);
  });

  it('shows the empty state when there are none', async () => {
    openVendors('/settings/vendors', []);
    expect(await screen.findByText('Aún no hay proveedores')).toBeInTheDocument();
  });

  it('creates a vendor in the drawer, refusing a short name first', async () => {
    const server = openVendors();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo proveedor' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo proveedor' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Nombre/ }), 'La');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(drawer).findByText('Ingrese un nombre válido. Mínimo 3 carácteres alfanuméricos'),
    ).toBeInTheDocument();
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Nombre/ }), 'cteos');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', '/suppliers')).toHaveLength(1));
    expect(server.callsTo('POST', '/suppliers')[0]!.body).toEqual({ name: 'Lacteos', phone: null, address: null });
    expect(await screen.findByText('Proveedor creado')).toBeInTheDocument();
  });

  it('edits a vendor from its row', async () => {
    const server = openVendors();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Carnes del Valle' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar Carnes del Valle' });
    const phone = within(drawer).getByRole('textbox', { name: /Teléfono/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '3109876543');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PUT', `/suppliers/${VENDOR.id}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/suppliers/${VENDOR.id}`)[0]!.body).toEqual({
      name: 'Carnes del Valle',
      phone: '3109876543',
      address: 'Calle 1',
    });
  });
});
