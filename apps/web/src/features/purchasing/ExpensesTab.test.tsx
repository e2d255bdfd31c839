import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const VENDOR = {
  id: '0194c2a0-0000-7000-8000-0000000000f1',
  name: 'Inmobiliaria Centro',
  phone: null,
  address: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  totalPurchases: 0,
  totalExpenses: 2_500_000,
};
const RENT = {
  id: '0194c2a0-0000-7000-8000-0000000000e1',
  supplierId: VENDOR.id,
  vendor: VENDOR.name,
  concept: 'Arriendo noviembre',
  category: 'rent',
  amount: 2_500_000,
  paid: 1_000_000,
  pending: 1_500_000,
  date: '2026-11-01',
  invoiceNumber: 'A-11',
  observation: null,
  createdBy: 'Ana Admin',
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 3,
};
const page = <T,>(content: T[], totals = {}) => ({
  status: 200,
  body: { content, totalElements: content.length, page: 0, pageSize: 20, ...totals },
});

function openExpenses(expenses = [RENT]) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'POST /suppliers/page': page([VENDOR]),
    'POST /expenses/page': page(expenses, { totalAmount: 2_500_000, totalPaid: 1_000_000 }),
    'POST /expenses': { status: 201, body: RENT },
    'POST /suppliers': {
      status: 201,
      body: { ...VENDOR, id: '0194c2a0-0000-7000-8000-0000000000f9', name: 'Aguas del Norte' },
    },
    [`PUT /expenses/${RENT.id}`]: { status: 200, body: { ...RENT, paid: 2_500_000, version: 4 } },
    [`DELETE /expenses/${RENT.id}`]: { status: 204 },
  });
  renderApp('/settings/expenses');
  return server;
}

describe('expenses tab', () => {
  it('opens on /settings/expenses and lists concept and category, date, vendor, amount and what is paid of it, and who, with the total', async () => {
    const server = openExpenses();
    expect(await screen.findByRole('tab', { name: 'Gastos', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'Gastos' });
    const cells = within(list)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Arriendo noviembreArriendo',
      '1 nov 2026',
      'Inmobiliaria Centro',
      '$2.500.000Pagado: $1.000.000',
      'Ana Admin',
    ]);
    expect(screen.getByTestId('expenses-total')).toHaveTextContent('Total: $2.500.000');
    expect(server.callsTo('POST', '/expenses/page')[0]!.body).toEqual({ page: 0, pageSize: 20, filters: {} });
    await userEvent.click(screen.getByRole('tab', { name: 'Proveedores' }));
    expect(await screen.findByRole('table', { name: 'Proveedores' })).toHaveTextContent('$2.500.000');
  });

  it('filters by category and refuses a range of 90 days or more without asking the server', async () => {
    const server = openExpenses();
    await screen.findByRole('table', { name: 'Gastos' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nómina' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/expenses/page').at(-1)!.body).toEqual({
        page: 0,
        pageSize: 20,
        filters: { category: 'payroll' },
      }),
    );
    const calls = server.callsTo('POST', '/expenses/page').length;
    await userEvent.type(screen.getByLabelText('Desde'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('Hasta'), '2026-06-01');
    expect(await screen.findByText(/menor a 90 días/)).toBeInTheDocument();
    expect(
      server.callsTo('POST', '/expenses/page').filter((call) => JSON.stringify(call.body).includes('06-01')),
    ).toHaveLength(0);
    expect(server.callsTo('POST', '/expenses/page')).toHaveLength(calls + 1);
    expect(server.callsTo('POST', '/expenses/page').at(-1)!.body).toMatchObject({
      filters: { category: 'payroll', dateStart: '2026-01-01' },
    });
  });

  it('refuses an empty form field by field, then creates the expense', async () => {
    const server = openExpenses([]);
    expect(await screen.findByText('Aún no hay gastos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo gasto' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo gasto' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await within(drawer).findByText('Seleccione un proveedor')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(server.callsTo('POST', '/expenses')).toHaveLength(0);

    await userEvent.click(within(drawer).getByRole('combobox', { name: /^Proveedor/ }));
    await userEvent.click(await screen.findByRole('option', { name: VENDOR.name }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Concepto/ }), 'Arriendo noviembre');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /^Categoría/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Arriendo' }));
    const date = within(drawer).getByLabelText(/Fecha/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-01');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Valor/ }), '2500000');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Pagado/ }), '3000000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    expect(await within(drawer).findByText('Lo pagado no puede superar el valor')).toBeInTheDocument();
    const paid = within(drawer).getByRole('textbox', { name: /Pagado/ });
    await userEvent.clear(paid);
    await userEvent.type(paid, '1000000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', '/expenses')).toHaveLength(1));
    expect(server.callsTo('POST', '/expenses')[0]!.body).toEqual({
      supplierId: VENDOR.id,
      concept: 'Arriendo noviembre',
      category: 'rent',
      amount: 2_500_000,
      paid: 1_000_000,
      date: '2026-11-01',
      invoiceNumber: null,
      observation: null,
    });
    expect(await screen.findByText('Gasto registrado')).toBeInTheDocument();
  });

  it('creates the vendor from the picker when its name is new', async () => {
    const server = openExpenses();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo gasto' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo gasto' });
    await userEvent.type(within(drawer).getByRole('combobox', { name: /^Proveedor/ }), 'Aguas del Norte');
    await userEvent.click(await screen.findByRole('option', { name: '+ Crear proveedor «Aguas del Norte»' }));
    await waitFor(() => expect(server.callsTo('POST', '/suppliers')).toHaveLength(1));
    expect(server.callsTo('POST', '/suppliers')[0]!.body).toEqual({ name: 'Aguas del Norte' });
    await waitFor(() =>
      expect(within(drawer).getByRole('combobox', { name: /^Proveedor/ })).toHaveValue('Aguas del Norte'),
    );
  });

  it('edits an expense with the version it read, and deletes one after confirming', async () => {
    const server = openExpenses();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Arriendo noviembre' }));
    const drawer = await screen.findByRole('dialog', { name: 'Editar Arriendo noviembre' });
    expect(within(drawer).getByRole('combobox', { name: /^Proveedor/ })).toHaveValue(VENDOR.name);
    const paid = within(drawer).getByRole('textbox', { name: /Pagado/ });
    await userEvent.clear(paid);
    await userEvent.type(paid, '2500000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PUT', `/expenses/${RENT.id}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/expenses/${RENT.id}`)[0]!.body).toEqual({
      supplierId: VENDOR.id,
      concept: 'Arriendo noviembre',
      category: 'rent',
      amount: 2_500_000,
      paid: 2_500_000,
      date: '2026-11-01',
      invoiceNumber: 'A-11',
      observation: null,
      version: 3,
    });
    expect(await screen.findByText('Gasto actualizado')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Arriendo noviembre' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(confirm).toHaveTextContent('¿Eliminar el gasto Arriendo noviembre de $2.500.000?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(server.callsTo('DELETE', `/expenses/${RENT.id}`)).toHaveLength(1));
    expect(await screen.findByText('Gasto eliminado')).toBeInTheDocument();
  });
});
