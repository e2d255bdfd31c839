import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';
import { makeBillingConfig } from './printFixtures';
import { QR_DEBOUNCE_MS } from './useQrImage';

const admin = makeUser('Administrador');

type Answer = { status: number; body?: unknown };

function openBilling(
  saveAnswer = (body: unknown): Answer => ({
    status: 200,
    body: { ...makeBillingConfig(), ...(body as object), version: 4 },
  }),
) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'GET /billing-config': { status: 200, body: makeBillingConfig() },
    'PUT /billing-config': (call) => saveAnswer(call.body),
    'POST /printers/qrcode': { status: 200, body: 'png' },
  });
  renderApp('/settings/billing');
  return server;
}

describe('billing settings', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qr'), revokeObjectURL: vi.fn() });
    // jsdom has no font loading API, which Mantine's autosize textarea listens to.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
    }
  });

  it('enables save only while consecutive, header, footer or QR differ from what is saved', async () => {
    openBilling();
    const save = await screen.findByRole('button', { name: 'Guardar cambios' });
    const header = screen.getByRole('textbox', { name: 'Encabezado' });
    expect(header).toHaveValue('La Esquina\nNIT 900.123.456-7');
    expect(save).toBeDisabled();

    await userEvent.type(header, '!');
    expect(save).toBeEnabled();
    await userEvent.type(header, '{Backspace}');
    expect(save).toBeDisabled();

    const consecutive = screen.getByRole('textbox', { name: 'Consecutivo' });
    await userEvent.clear(consecutive);
    expect(save).toBeDisabled();
    expect(screen.getByText('Ingrese un número entero desde 0')).toBeInTheDocument();
    await userEvent.type(consecutive, '41');
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Contenido del código QR' }), 'x');
    expect(save).toBeEnabled();
  });

  it('updates the 80 mm preview as the fields are typed', async () => {
    const server = openBilling();
    const preview = await screen.findByRole('img', { name: 'Vista previa de la cuenta de 80 mm' });
    expect(preview).toHaveTextContent('La Esquina');
    expect(preview).toHaveTextContent('No. 42');
    expect(preview).toHaveTextContent('¡Gracias por su visita!');

    const header = screen.getByRole('textbox', { name: 'Encabezado' });
    await userEvent.clear(header);
    await userEvent.type(header, 'Casa Ñame');
    expect(preview).toHaveTextContent('Casa Ñame');
    expect(preview).not.toHaveTextContent('La Esquina');
    fireEvent.change(screen.getByRole('textbox', { name: 'Pie de página' }), { target: { value: 'Vuelva pronto' } });
    expect(preview).toHaveTextContent('Vuelva pronto');
    const consecutive = screen.getByRole('textbox', { name: 'Consecutivo' });
    await userEvent.clear(consecutive);
    await userEvent.type(consecutive, '999');
    expect(preview).toHaveTextContent('No. 1000');

    // The QR image is asked for once typing pauses.
    await userEvent.type(screen.getByRole('textbox', { name: 'Contenido del código QR' }), 'https://q.co');
    const image = await within(preview).findByRole('img', { name: 'Código QR de https://q.co' });
    expect(image).toHaveAttribute('src', 'blob:qr');
    expect(server.callsTo('POST', '/printers/qrcode').map((call) => call.body)).toEqual([{ message: 'https://q.co' }]);
    expect(QR_DEBOUNCE_MS).toBeGreaterThan(0);
  });

  it('saves only the changes with the version read, says SUCCESS, and starts again from what was saved', async () => {
    const server = openBilling();
    const footer = await screen.findByRole('textbox', { name: 'Pie de página' });
    await userEvent.clear(footer);
    await userEvent.type(footer, 'Vuelva pronto');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/billing-config')[0]?.body).toEqual({ footer: 'Vuelva pronto', version: 3 });
    expect(screen.getByRole('textbox', { name: 'Pie de página' })).toHaveValue('Vuelva pronto');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it("answers a failed save with 'Ups..' and keeps what was typed", async () => {
    openBilling(() => apiError(409, 'CONFLICT') as Answer);
    const header = await screen.findByRole('textbox', { name: 'Encabezado' });
    await userEvent.type(header, ' 2');
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    });
    expect(await screen.findByText('Ups..')).toBeInTheDocument();
    expect(screen.getByText(/^Ocurrió un error: /)).toBeInTheDocument();
    expect(header).toHaveValue('La Esquina\nNIT 900.123.456-7 2');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  });
});
