import { money, type Preferences } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
// jsdom names the switch with its label and its hint (both inside the label).
const ORDER_PIN = /^Pedir PIN para quitar lo enviado a cocina/;
const SAVED: Preferences = {
  orderPin: true,
  tips: [{ rateBp: 1000, serviceTypes: ['onsite'] }],
  taxes: [
    {
      id: '0190f1c2-0000-7000-8000-0000000000aa',
      name: 'Impuesto al consumo',
      shortName: 'INC',
      rateBp: 800,
      includeCost: true,
      active: true,
    },
  ],
  deliveryFees: [money(3000), money(5000)],
  version: 4,
};

function openPreferences(save: Parameters<typeof fakeApi>[0][string]) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    'GET /preferences': { status: 200, body: SAVED },
    'POST /preferences': save,
  });
  renderApp('/settings/preferences');
  return server;
}

describe('preferences', () => {
  it('saves the order PIN off and a new added tax, whole, with the version read', async () => {
    const server = openPreferences({ status: 200, body: { ...SAVED, orderPin: false, version: 5 } });
    const save = await screen.findByRole('button', { name: 'Guardar preferencias' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: ORDER_PIN }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar impuesto' }));
    const row = screen.getByRole('group', { name: 'Impuesto 2' });
    await userEvent.type(within(row).getByRole('textbox', { name: 'Nombre' }), 'IVA');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Valor' }), '19');
    await userEvent.click(save);
    await waitFor(() => expect(server.callsTo('POST', '/preferences')).toHaveLength(1));
    expect(server.callsTo('POST', '/preferences')[0]?.body).toEqual({
      orderPin: false,
      tips: [{ rateBp: 1000, serviceTypes: ['onsite'] }],
      taxes: [{ ...SAVED.taxes[0] }, { name: 'IVA', shortName: '', rateBp: 1900, includeCost: false, active: true }],
      deliveryFees: [3000, 5000],
      version: 4,
    });
    expect(await screen.findByText('Registro actualizado')).toBeInTheDocument();
  });

  it('changes the usual delivery fees: one removed, one added, a repeated one named and not sent', async () => {
    const server = openPreferences({ status: 200, body: { ...SAVED, deliveryFees: [money(5000), money(7000)] } });
    const fees = await screen.findByRole('region', { name: 'Domicilios' });
    expect(within(fees).getByRole('textbox', { name: 'Valor 1' })).toHaveValue('$3.000');
    await userEvent.click(within(fees).getByRole('button', { name: 'Quitar el valor 1' }));
    await userEvent.click(within(fees).getByRole('button', { name: 'Agregar valor' }));
    const added = within(fees).getByRole('textbox', { name: 'Valor 2' });
    await userEvent.type(added, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await within(fees).findByText('Ese valor ya está en la lista')).toBeInTheDocument();
    expect(server.callsTo('POST', '/preferences')).toHaveLength(0);

    await userEvent.clear(added);
    await userEvent.type(added, '7.000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await waitFor(() => expect(server.callsTo('POST', '/preferences')).toHaveLength(1));
    expect(server.callsTo('POST', '/preferences')[0]?.body).toMatchObject({ deliveryFees: [5000, 7000] });
  });

  it('keeps an empty tip value from being sent, and names the field', async () => {
    const server = openPreferences({ status: 200, body: SAVED });
    const tip = await screen.findByRole('group', { name: 'Propina 1' });
    await userEvent.clear(within(tip).getByRole('textbox', { name: 'Porcentaje' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await within(tip).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(server.callsTo('POST', '/preferences')).toHaveLength(0);
  });

  it('reads the preferences again when another terminal saved first (409)', async () => {
    const server = openPreferences(apiError(409, 'CONFLICT'));
    await userEvent.click(await screen.findByRole('switch', { name: ORDER_PIN }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByText('Ocurrió un error actualizando el registro')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/preferences')).toHaveLength(2));
  });
});
