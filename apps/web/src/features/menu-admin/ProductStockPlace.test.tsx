import type { CategoryAdmin, ProductAdminDetail } from '@comandero/domain';
import { money } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser, SERVICES_UP } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const id = (n: number) => `0194c2a0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const BEBIDAS: CategoryAdmin = {
  id: id(902),
  name: 'Bebidas',
  color: '#e8590c',
  sort: 0,
  active: true,
  productCount: 1,
  version: 1,
};
const BODEGA = { id: id(801), name: 'Bodega', description: null };
const BARRA = { id: id(802), name: 'Barra', description: null };
const VENDOR = {
  id: id(811),
  name: 'Bebidas del Valle',
  phone: null,
  address: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  totalPurchases: money(0),
  totalExpenses: money(0),
};

const agua: ProductAdminDetail = {
  id: id(3),
  idCloud: null,
  name: 'Agua',
  sku: null,
  price: money(3000),
  category: { id: BEBIDAS.id, name: BEBIDAS.name },
  stock: 12,
  stockMinimum: 0,
  lowStock: false,
  hasRecipe: false,
  image: null,
  printerId: null,
  active: true,
  menuOnline: true,
  allowWithoutStock: false,
  isPrepared: false,
  isCalculatedCost: false,
  sizeCount: 0,
  deleted: false,
  version: 4,
  description: null,
  productCost: money(1200),
  locationId: BODEGA.id,
  supplierId: null,
  sizes: [],
  extrasGroups: [],
};

/** Issue 27 §11, spec 02 §3: a product carries its location and supplier. */
describe('a product’s location and supplier', () => {
  it('shows the stored location and saves the ones chosen', async () => {
    signIn(admin);
    const server = fakeApi({
      'GET /auth/me': { status: 200, body: { user: admin } },
      ...SERVICES_UP,
      'GET /categories': { status: 200, body: [BEBIDAS] },
      'GET /printers': { status: 200, body: [] },
      'GET /locations': { status: 200, body: [BARRA, BODEGA] },
      'POST /suppliers/page': { status: 200, body: { content: [VENDOR], totalElements: 1, page: 0, pageSize: 100 } },
      'POST /menu-product-items/page': {
        status: 200,
        body: { content: [agua], totalElements: 1, page: 0, pageSize: 20 },
      },
      'POST /extras/fetch': { status: 200, body: { content: [], totalElements: 0, page: 0, pageSize: 10 } },
      [`GET /menu-product-items/${agua.id}`]: { status: 200, body: agua },
      [`PUT /menu-product-items/${agua.id}`]: {
        status: 200,
        body: { ...agua, locationId: BARRA.id, supplierId: VENDOR.id, version: 5 },
      },
    });
    renderApp('/settings/inventory');
    const list = await screen.findByRole('table', { name: 'Productos' });
    await userEvent.click(within(list).getByText('Agua'));
    const modal = await screen.findByRole('dialog', { name: 'Producto: Agua' });
    const location = within(modal).getByRole('combobox', { name: 'Ubicación' });
    await waitFor(() => expect(location).toHaveValue('Bodega'));
    await userEvent.click(location);
    await userEvent.click(await screen.findByRole('option', { name: 'Barra' }));
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Proveedor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bebidas del Valle' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PUT', `/menu-product-items/${agua.id}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/menu-product-items/${agua.id}`)[0]!.body).toMatchObject({
      locationId: BARRA.id,
      supplierId: VENDOR.id,
      version: 4,
    });
  });
});
