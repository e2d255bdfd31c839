import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';
import { makePrinter, makePrintJob } from './printFixtures';

const admin = makeUser('Administrador');
const kitchen = makePrinter();
const bar = makePrinter({
  id: '0194c2a0-0000-7000-8000-00000000b002',
  nameCustom: 'Barra',
  host: '192.168.1.51',
  width: 58,
  defaultPrinter: false,
  status: { state: 'paper-out', checkedAt: '2026-03-04T13:00:00.000Z', error: null },
});
const product = (n: number, name: string) => ({
  id: `0194c2a0-0000-7000-8000-00000000d00${n}`,
  name,
  price: 3000,
  image: null,
  stock: null,
  allowWithoutStock: false,
  categoryId: '0194c2a0-0000-7000-8000-00000000e001',
  hasOptions: false,
  requiresChoice: false,
  sizes: [],
});

function openPrinters(path = '/settings/printers') {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'GET /printers': { status: 200, body: [kitchen, bar] },
    'POST /printers': (call) => ({
      status: 201,
      body: makePrinter({ ...(call.body as object), id: '0194c2a0-0000-7000-8000-00000000b009' }),
    }),
    'GET /print-jobs': {
      status: 200,
      body: {
        content: [makePrintJob({ status: 'failed', lastError: 'Paper out', attempts: 12 })],
        totalElements: 1,
        page: 0,
        pageSize: 20,
      },
    },
    [`POST /print-jobs/${makePrintJob().id}/reprint`]: { status: 201, body: makePrintJob() },
    'POST /menu/products/page': {
      status: 200,
      body: { content: [product(1, 'Agua'), product(2, 'Café tinto')], totalElements: 2, page: 0, pageSize: 10 },
    },
    [`PUT /printers/${bar.id}/products`]: { status: 200, body: { printerId: bar.id, updated: 2 } },
  });
  renderApp(path);
  return server;
}

describe('printers settings', () => {
  it('lists the printers with their status and adds a network printer on port 9100 by default', async () => {
    const server = openPrinters();
    const barCard = await screen.findByRole('article', { name: 'Barra' });
    expect(within(barCard).getByText('Sin papel')).toBeInTheDocument();
    expect(within(barCard).getByText('192.168.1.51:9100 · 58 mm')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Cocina' })).getByText('Predeterminada')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar impresora' }));
    const form = await screen.findByRole('dialog', { name: 'Agregar impresora' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Caja');
    await userEvent.type(within(form).getByRole('textbox', { name: /Dirección IP/ }), 'http://10.0.0.7');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar' }));
    expect(await within(form).findByText(/sin http:\/\/ ni puerto/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/printers')).toHaveLength(0);

    await userEvent.clear(within(form).getByRole('textbox', { name: /Dirección IP/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Dirección IP/ }), '10.0.0.7');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(server.callsTo('POST', '/printers')).toHaveLength(1));
    expect(server.callsTo('POST', '/printers')[0]?.body).toEqual({
      nameCustom: 'Caja',
      host: '10.0.0.7',
      port: 9100,
      width: 80,
      defaultPrinter: false,
    });
    expect(await screen.findByText('Registro creado')).toBeInTheDocument();
  });

  it('lists the jobs with their last error and reprints one', async () => {
    const server = openPrinters('/settings/printers?tab=jobs');
    const table = await screen.findByRole('table', { name: 'Trabajos de impresión' });
    expect(within(table).getByText('Fallido')).toBeInTheDocument();
    expect(within(table).getByText('12 intentos')).toBeInTheDocument();
    expect(within(table).getByText('Último error: Paper out')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Reimprimir Comanda' }));
    expect(await screen.findByText('Reimpresión enviada a la cola')).toBeInTheDocument();
    expect(server.callsTo('POST', `/print-jobs/${makePrintJob().id}/reprint`)).toHaveLength(1);
  });

  it('assigns a printer to the chosen products, and asks for the printer first', async () => {
    const server = openPrinters('/settings/printers?tab=products');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Agua' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Café tinto' }));
    const assign = screen.getByRole('button', { name: 'Asignar a 2 productos' });
    await userEvent.click(assign);
    expect(screen.getAllByText('Elija una impresora').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('combobox', { name: /^Impresora/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Barra' }));
    await userEvent.click(assign);
    expect(await screen.findByText('Registros actualizados: 2 productos')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/printers/${bar.id}/products`)[0]?.body).toEqual({
      productIds: ['0194c2a0-0000-7000-8000-00000000d001', '0194c2a0-0000-7000-8000-00000000d002'],
    });
  });
});
