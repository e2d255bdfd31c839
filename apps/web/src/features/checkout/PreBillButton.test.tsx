import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JOB_ID, printedJob, SERVED_LINES, SETTINGS } from '../../test/checkoutFixtures';
import { makeTable, makeUser } from '../../test/fixtures';
import { openMenuAt } from '../../test/menuServer';
import { BURGER, orderLine, tableOrder } from '../../test/orderFixtures';

const TABLE_ID = makeTable(3).id;
const panel = () => screen.findByRole('region', { name: 'Pedido · Mesa 3' });
const preBillJob = { id: JOB_ID, kind: 'pre-bill', printerId: null, status: 'pending', createdAt: '', items: [] };

function openTable(user = makeUser('Caja', { allowedViews: ['tables'] }), lines = SERVED_LINES) {
  return openMenuAt('/menu/home', {
    user,
    order: tableOrder(TABLE_ID, lines),
    routes: {
      'GET /checkout/settings': { status: 200, body: SETTINGS },
      [`POST /tables/${TABLE_ID}/pre-bill`]: { status: 201, body: preBillJob },
      // No printer in the branch: the queue leaves the job to the browser.
      [`GET /print-jobs/${JOB_ID}`]: { status: 200, body: { ...printedJob, kind: 'pre-bill', status: 'preview' } },
      [`GET /print-jobs/${JOB_ID}/preview`]: { status: 200, body: '<h1>PRE-CUENTA</h1><p>TOTAL $50.600</p>' },
    },
  });
}

describe('print bill before charging (pre-bill)', () => {
  it('lets the cashier print the pre-bill from the order panel; with no printer the browser prints it', async () => {
    const { server } = openTable();
    const button = await within(await panel()).findByRole('button', { name: 'Imprimir pre-cuenta' });
    await userEvent.click(button);
    expect(await screen.findByText('Pre-cuenta enviada a imprimir')).toBeInTheDocument();
    const [call] = server.callsTo('POST', `/tables/${TABLE_ID}/pre-bill`);
    // A POS write: through the outbox, with its operation id.
    expect(call?.headers.get('idempotency-key')).toBeTruthy();
    const frame = await waitFor(() => {
      const printed = document.querySelector<HTMLIFrameElement>(`iframe[data-print-job="${JOB_ID}"]`);
      expect(printed).not.toBeNull();
      return printed!;
    });
    expect(frame.srcdoc).toContain('PRE-CUENTA');
    frame.remove();
    // The table is not charged: the charge button is still there.
    expect(within(await panel()).getByRole('button', { name: 'Cerrar mesa' })).toBeInTheDocument();
  });

  it('is offered to the administrator before everything is sent too', async () => {
    const unsent = orderLine(BURGER, { id: '0194c2a0-0000-7000-8000-000000000909' });
    openTable(makeUser('Administrador'), [...SERVED_LINES, unsent]);
    expect(await within(await panel()).findByRole('button', { name: 'Imprimir pre-cuenta' })).toBeEnabled();
  });

  it('is not offered to a waiter', async () => {
    openTable(makeUser('mesero'));
    const region = await panel();
    await within(region).findByText('Ajiaco santafereño');
    // The charge actions (read from the same order) are there; the pre-bill is not.
    await within(region).findByRole('button', { name: 'Cerrar mesa' });
    expect(within(region).queryByRole('button', { name: 'Imprimir pre-cuenta' })).not.toBeInTheDocument();
  });
});
