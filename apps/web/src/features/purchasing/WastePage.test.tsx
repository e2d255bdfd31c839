import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const QUESO = {
  id: '0194c2a0-0000-7000-8000-0000000000e3',
  name: 'Queso',
  description: null,
  unit: 'kg',
  locationId: null,
  locationName: null,
  sku: null,
  cost: 18_000,
  supplierId: null,
  supplierName: null,
  stockMinimum: 0,
  quantity: 5_000_000,
  lowStock: false,
  prepared: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const MERMA = {
  id: '0194c2a0-0000-7000-8000-0000000000a9',
  createdAt: '2026-11-24T15:00:00.000Z',
  type: 'Salida - Merma',
  entity: 'ingredients',
  ingredientId: QUESO.id,
  productId: null,
  name: 'Queso',
  unit: 'kg',
  amountBefore: 5_250_000,
  amountEntered: -250_000,
  amountAfter: 5_000_000,
  cost: 4500,
  valueUnit: 18_000,
  expiration: null,
  supplierId: null,
  supplierName: null,
  invoiceNumber: null,
  observation: 'Vencido',
  orderId: null,
  purchaseId: null,
  user: { id: admin.id, name: 'Ana Admin' },
};
const page = <T,>(content: T[]) => ({
  status: 200,
  body: { content, totalElements: content.length, page: 0, pageSize: 20 },
});

function openWaste() {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'POST /movements/page': page([MERMA]),
    'POST /ingredients-stock/page': page([QUESO]),
    'POST /trashes': { status: 201, body: [MERMA] },
  });
  renderApp('/settings/trashes');
  return server;
}

describe('waste screen', () => {
  it("lists the ledger's 'Salida - Merma' movements with quantity, reason and cost", async () => {
    const server = openWaste();
    const list = await screen.findByRole('table', { name: 'Mermas' });
    expect(server.callsTo('POST', '/movements/page')[0]!.body).toMatchObject({ filters: { type: 'Salida - Merma' } });
    const cells = within(list)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['Queso', '0,25 kg', 'Vencido', '$4.500', 'Ana Admin']);
  });

  it('needs a reason and an item, then records 0,25 kg as stored thousandths', async () => {
    const server = openWaste();
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar merma' }));
    const drawer = await screen.findByRole('dialog', { name: 'Registrar merma' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Registrar' }));
    expect(within(drawer).getByText('Escriba el motivo (mínimo 3 caracteres)')).toBeInTheDocument();
    expect(within(drawer).getByText('Seleccione Productos/Ingredientes')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Motivo/ }), 'Vencido');
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Agregar ingrediente' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Queso (kg)' }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Cantidad (kg)' }), '0,25');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(server.callsTo('POST', '/trashes')).toHaveLength(1));
    expect(server.callsTo('POST', '/trashes')[0]!.body).toEqual({
      reason: 'Vencido',
      items: [{ ingredientId: QUESO.id, quantity: 250_000 }],
    });
    expect(await screen.findByText('Merma registrada')).toBeInTheDocument();
  });
});
