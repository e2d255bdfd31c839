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
const CARNE = {
  id: '0194c2a0-0000-7000-8000-0000000000e1',
  name: 'Carne',
  description: null,
  unit: 'kg',
  locationId: null,
  locationName: null,
  sku: null,
  cost: 24_000,
  supplierId: null,
  supplierName: null,
  stockMinimum: 0,
  quantity: 0,
  lowStock: true,
  prepared: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
/** A counted product (not prepared): a purchase buys it in whole units. */
const AGUA = {
  id: '0194c2a0-0000-7000-8000-0000000000e2',
  idCloud: null,
  name: 'Agua',
  sku: null,
  price: 3000,
  category: { id: '0194c2a0-0000-7000-8000-0000000000c1', name: 'Bebidas' },
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
  version: 1,
};
const PURCHASE = {
  id: '0194c2a0-0000-7000-8000-0000000000d1',
  date: '2026-11-20',
  invoiceNumber: 'F-100',
  supplierId: VENDOR.id,
  vendor: VENDOR.name,
  createdBy: 'Ana Admin',
  item: 'Carne +1',
  total: 300_000,
  totalPaid: 100_000,
  totalOverdue: 200_000,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const page = <T,>(content: T[]) => ({
  status: 200,
  body: { content, totalElements: content.length, page: 0, pageSize: 20 },
});

function openPurchases() {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'POST /purchases/page': page([PURCHASE]),
    'POST /suppliers/page': page([VENDOR]),
    'POST /ingredients-stock/page': page([CARNE]),
    'POST /menu-product-items/page': page([AGUA]),
    'POST /purchases': { status: 201, body: { ...PURCHASE, id: '0194c2a0-0000-7000-8000-0000000000d2' } },
  });
  renderApp('/settings/purchases');
  return server;
}

describe('purchases screen', () => {
  it('lists invoice, who, item, vendor, total, paid and overdue', async () => {
    openPurchases();
    const list = await screen.findByRole('table', { name: 'Compras' });
    const cells = within(list)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['F-100', 'Ana Admin', 'Carne +1', 'Carnes del Valle', '$300.000', '$100.000', '$200.000']);
    expect(screen.getByText('1 registro')).toBeInTheDocument();
  });

  it('refuses to save without invoice, vendor or items, then saves 10 kg at $24.000,0 the kg', async () => {
    const server = openPurchases();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva compra' }));
    const form = await screen.findByRole('dialog', { name: 'Nueva compra' });
    expect(within(form).getByLabelText('Fecha')).toHaveValue(new Date().toLocaleDateString('sv'));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar compra' }));
    expect(within(form).getByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Seleccione un proveedor')).toBeInTheDocument();
    expect(within(form).getByText('Seleccione Productos/Ingredientes')).toBeInTheDocument();
    expect(server.callsTo('POST', '/purchases')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Número de factura/), 'F-101');
    await userEvent.click(within(form).getByRole('combobox', { name: /^Proveedor/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carnes del Valle' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Agregar ingrediente' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carne (kg)' }));
    const line = within(form).getByTestId('purchase-line');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar compra' }));
    expect(within(line).getByText('Ingrese una cantidad válida, mayor que 0')).toBeInTheDocument();
    await userEvent.type(within(line).getByLabelText('Cantidad (kg)'), '10');
    await userEvent.type(within(line).getByLabelText('Total'), '240000');
    expect(within(line).getByTestId('unit-price')).toHaveTextContent('$24.000,0 / kg');
    expect(within(form).getByTestId('items-total')).toHaveTextContent('$240.000');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar compra' }));
    await waitFor(() => expect(server.callsTo('POST', '/purchases')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchases')[0]!.body).toMatchObject({
      invoiceNumber: 'F-101',
      supplierId: VENDOR.id,
      items: [{ ingredientId: CARNE.id, quantity: 10_000_000, total: 240_000 }],
    });
    expect(await screen.findByText('Compra registrada')).toBeInTheDocument();
  });

  it('holds counted products in whole units as well as ingredients', async () => {
    const server = openPurchases();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva compra' }));
    const form = await screen.findByRole('dialog', { name: 'Nueva compra' });
    await userEvent.type(within(form).getByLabelText(/Número de factura/), 'F-102');
    await userEvent.click(within(form).getByRole('combobox', { name: /^Proveedor/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carnes del Valle' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Agregar producto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Agua' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Agregar ingrediente' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Carne (kg)' }));
    expect(server.callsTo('POST', '/menu-product-items/page')[0]!.body).toMatchObject({
      filters: { isPrepared: false },
    });
    const [water, meat] = within(form).getAllByTestId('purchase-line');
    await userEvent.type(within(water!).getByLabelText(/^Cantidad/), '1,5');
    await userEvent.type(within(water!).getByLabelText('Total'), '48000');
    await userEvent.type(within(meat!).getByLabelText('Cantidad (kg)'), '2');
    await userEvent.type(within(meat!).getByLabelText('Total'), '8000');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar compra' }));
    // A product counts whole units.
    expect(await within(water!).findByText('Ingrese una cantidad válida, mayor que 0')).toBeInTheDocument();
    expect(server.callsTo('POST', '/purchases')).toHaveLength(0);
    await userEvent.clear(within(water!).getByLabelText(/^Cantidad/));
    await userEvent.type(within(water!).getByLabelText(/^Cantidad/), '24');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar compra' }));
    await waitFor(() => expect(server.callsTo('POST', '/purchases')).toHaveLength(1));
    expect(server.callsTo('POST', '/purchases')[0]!.body).toMatchObject({
      items: [
        { productId: AGUA.id, quantity: 24, total: 48_000 },
        { ingredientId: CARNE.id, quantity: 2_000_000, total: 8000 },
      ],
    });
  });
});
