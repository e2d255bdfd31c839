import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { loadStockTexts } from '../../i18n';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { signIn } from '../../test/renderApp';
import { SupplierSelect } from './SupplierSelect';

const supplier = (id: number, name: string) => ({
  id: `0194c2a0-0000-7000-8000-0000000009${String(id).padStart(2, '0')}`,
  name,
  phone: null,
  address: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  totalPurchases: 0,
  totalExpenses: 0,
});

function Picker({
  label,
  initial = null,
  creatable = false,
}: {
  label: string;
  initial?: string | null;
  creatable?: boolean;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return <SupplierSelect label={label} value={value} onChange={setValue} creatable={creatable} />;
}

/** Two pickers on one screen, as a purchase's form and a list's filter share one cache. */
function renderPickers(initial: string | null = null) {
  signIn(makeUser('Administrador'));
  const suppliers = [supplier(1, 'Bebidas del Valle'), supplier(2, 'Carnes Don José')];
  const server = fakeApi({
    'POST /suppliers/page': (call) => {
      const name = (call.body as { filters: { name?: string } }).filters.name?.toLowerCase() ?? '';
      const content = suppliers.filter((row) => row.name.toLowerCase().includes(name));
      return { status: 200, body: { content, totalElements: content.length, page: 0, pageSize: 100 } };
    },
    'POST /suppliers': (call) => {
      const created = supplier(3, (call.body as { name: string }).name);
      suppliers.push(created);
      return { status: 201, body: created };
    },
  });
  render(
    <Providers env="test">
      <QueryClientProvider client={new QueryClient()}>
        <Picker label="Proveedor de la compra" creatable />
        <Picker label="Filtro" initial={initial} />
      </QueryClientProvider>
    </Providers>,
  );
  return server;
}

/** Issue 28 item 5: one supplier picker, one cache. */
describe('the supplier picker', () => {
  beforeAll(loadStockTexts);

  it('offers a supplier created in one picker in every other, from the one cache', async () => {
    const server = renderPickers();
    await userEvent.type(screen.getByRole('combobox', { name: 'Proveedor de la compra' }), 'Aguas del Norte');
    await userEvent.click(await screen.findByRole('option', { name: '+ Crear proveedor «Aguas del Norte»' }));
    await waitFor(() => expect(server.callsTo('POST', '/suppliers')).toHaveLength(1));
    await userEvent.click(screen.getByRole('combobox', { name: 'Filtro' }));
    expect(await screen.findByRole('option', { name: 'Aguas del Norte' })).toBeInTheDocument();
  });

  it('names a supplier given by id and, opened, offers them all, not that one alone', async () => {
    renderPickers(supplier(2, 'Carnes Don José').id);
    const filter = screen.getByRole('combobox', { name: 'Filtro' });
    await waitFor(() => expect(filter).toHaveValue('Carnes Don José'));
    await userEvent.click(filter);
    expect(await screen.findByRole('option', { name: 'Bebidas del Valle' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Carnes Don José' })).toBeInTheDocument();
  });
});
