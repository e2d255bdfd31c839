import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { usePrinterDrawer } from './printerDrawer';
import { makePrinter, makePrintJob } from './printFixtures';
import { noticeFor } from './printNotices';

const waiter = makeUser('mesero');
const admin = makeUser('Administrador');

describe('noticeFor', () => {
  it('maps the job’s state to what its sender sees (spec 01 §8)', () => {
    const none = new Set<string>();
    expect(noticeFor(makePrintJob({ status: 'printed' }), none)).toBe('printed');
    expect(noticeFor(makePrintJob({ status: 'preview' }), none)).toBe('browser');
    expect(noticeFor(makePrintJob({ status: 'failed', lastError: 'timeout' }), none)).toBe('error');
    expect(noticeFor(makePrintJob({ status: 'pending', lastError: 'connect ECONNREFUSED' }), none)).toBe('error');
    expect(noticeFor(makePrintJob({ status: 'pending' }), none)).toBeNull();
    expect(noticeFor(makePrintJob({ status: 'printing' }), none)).toBeNull();
  });

  it('warns once per job while the queue retries, and again when it gives up', () => {
    const job = makePrintJob({ status: 'pending', lastError: 'offline' });
    const warned = new Set([job.id]);
    expect(noticeFor(job, warned)).toBeNull();
    expect(noticeFor({ ...job, status: 'failed' }, warned)).toBe('error');
  });
});

describe('print job notices', () => {
  const event = (job: ReturnType<typeof makePrintJob>, sentBy: string) => ({ type: 'print-job.changed', job, sentBy });

  it('shows COMMAND PRINTER to the user who sent the job, and nothing to others', async () => {
    const { live, server } = openFloor(waiter, { tables: [makeTable(1)] });
    await screen.findByRole('banner');
    // One stream for the terminal, however many screens and notices listen.
    await waitFor(() => expect(server.callsTo('GET', '/events')).toHaveLength(1));
    live.send('print-job.changed', event(makePrintJob({ id: 'other', status: 'printed' }), admin.id));
    live.send('print-job.changed', event(makePrintJob({ status: 'printed' }), waiter.id));
    expect(await screen.findByText('Comanda impresa')).toBeInTheDocument();
    expect(screen.getByText('Comanda · Cocina')).toBeInTheDocument();
    expect(screen.getAllByText('Comanda impresa')).toHaveLength(1);
    expect(server.callsTo('GET', '/events')).toHaveLength(1);
  });

  it('shows COMMAND ERROR as a warning that opens the print configuration', async () => {
    const { live, server } = openFloor(waiter, {
      tables: [makeTable(1)],
      routes: {
        'GET /printers': {
          status: 200,
          body: [makePrinter({ status: { state: 'offline', checkedAt: null, error: 'ECONNREFUSED' } })],
        },
      },
    });
    await screen.findByRole('banner');
    // One stream for the terminal, however many screens and notices listen.
    await waitFor(() => expect(server.callsTo('GET', '/events')).toHaveLength(1));
    const failing = makePrintJob({ attempts: 1, lastError: 'connect ECONNREFUSED 192.168.1.50:9100' });
    live.send('print-job.changed', event(failing, waiter.id));
    // The next attempt fails too: still one warning on screen.
    live.send('print-job.changed', event({ ...failing, attempts: 2 }, waiter.id));
    const notice = (await screen.findByText('Error al imprimir la comanda')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    expect(within(notice).getByText('Comanda · Cocina')).toBeInTheDocument();
    expect(within(notice).getByText('connect ECONNREFUSED 192.168.1.50:9100')).toBeInTheDocument();
    expect(screen.getAllByText('Error al imprimir la comanda')).toHaveLength(1);

    await userEvent.click(within(notice).getByRole('button', { name: 'Configurar impresión' }));
    const drawer = await screen.findByRole('dialog', { name: 'Configuración de impresión' });
    expect(await within(drawer).findByText('Desconectada')).toBeInTheDocument();
    expect(within(drawer).getByText('192.168.1.50:9100 · 80 mm')).toBeInTheDocument();
    // A waiter sees the printers; only administrators test them or change the default.
    expect(within(drawer).queryByRole('button', { name: 'Imprimir prueba' })).not.toBeInTheDocument();
    usePrinterDrawer.setState({ opened: false });
  });

  it('does not print from the browser again a synced bill this device printed with its provisional number', async () => {
    const { live, server } = openFloor(waiter, {
      tables: [makeTable(1)],
      routes: { 'GET /print-jobs/bill-2/preview': { status: 200, body: '<p>FACTURA #58</p>' } },
    });
    await screen.findByRole('banner');
    // One stream for the terminal, however many screens and notices listen.
    await waitFor(() => expect(server.callsTo('GET', '/events')).toHaveLength(1));
    localStorage.setItem('printedProvisionally', JSON.stringify(['7F3A9C-42']));
    const synced = makePrintJob({ id: 'bill-1', kind: 'bill', status: 'preview', provisionalNumber: '7F3A9C-42' });
    const other = makePrintJob({ id: 'bill-2', kind: 'bill', status: 'preview', provisionalNumber: '7F3A9C-43' });
    live.send('print-job.changed', event(synced, waiter.id));
    live.send('print-job.changed', event(other, waiter.id));
    // Only the bill not printed here goes to the browser's print dialog.
    await waitFor(() => expect(document.querySelector('iframe[data-print-job="bill-2"]')).not.toBeNull());
    expect(document.querySelector('iframe[data-print-job="bill-1"]')).toBeNull();
    expect(server.callsTo('GET', '/print-jobs/bill-1/preview')).toHaveLength(0);
    expect(localStorage.getItem('printedProvisionally')).toBe('[]');
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });
});
