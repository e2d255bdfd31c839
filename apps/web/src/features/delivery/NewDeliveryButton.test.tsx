import type { DeliveryInfo, DeliveryLookup, Table } from '@comandero/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { SETTINGS } from '../../test/checkoutFixtures';
import { makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { CATEGORIES } from '../../test/orderFixtures';
import { enterTable } from '../table';

const admin = makeUser('Administrador');
const DELIVERY_ID = '0194c2a0-0000-7000-8000-0000000009d1';
const ORDER_ID = '0194c2a0-0000-7000-8000-0000000009d2';
const CUSTOMER_ID = '0194c2a0-0000-7000-8000-0000000009d3';

const deliveryTable = (name: string): Table =>
  makeTable(-1, {
    id: DELIVERY_ID,
    name,
    roomId: null,
    position: null,
    busy: true,
    user: { id: admin.id, name: admin.name },
    people: 1,
    currentOrderId: ORDER_ID,
  });

const returning: DeliveryLookup = {
  customer: { id: CUSTOMER_ID, name: 'Marta Ruiz', phone: '3005557788', identification: '52123456', email: null },
  addresses: [
    { address: 'Carrera 7 # 80-10', addressLine1: null, neighborhood: 'Chicó' },
    { address: 'Calle 45 # 12-30', addressLine1: 'Torre 2 apto 501', neighborhood: 'Teusaquillo' },
  ],
};

const info = (name: string, sales: DeliveryInfo['sales'] = null): DeliveryInfo => ({
  tableId: DELIVERY_ID,
  orderId: ORDER_ID,
  customerId: CUSTOMER_ID,
  phone: '3005557788',
  customer: name,
  identification: '52123456',
  email: null,
  address: 'Calle 45 # 12-30',
  addressLine1: 'Torre 2 apto 501',
  neighborhood: 'Teusaquillo',
  valueDelivery: 5000 as DeliveryInfo['valueDelivery'],
  dateDelivery: null,
  sales,
});

function openDeliveries(
  path = '/pos?mainTab=3',
  tables = [makeTable(1)],
  usualFees = [3000, 5000, 8000],
  sales: DeliveryInfo['sales'] = null,
) {
  return openFloor(admin, {
    tables,
    path,
    routes: {
      'GET /checkout/settings': { status: 200, body: { ...SETTINGS, deliveryFees: usualFees } },
      // Once opened, the server lists the delivery's virtual table too.
      'GET /tables': [
        { status: 200, body: tables },
        { status: 200, body: [makeTable(1), deliveryTable('Marta Ruiz')] },
      ],
      'GET /delivery/customers': { status: 200, body: returning },
      'POST /delivery/orders': { status: 200, body: deliveryTable('Marta Ruiz') },
      [`GET /delivery/orders/${DELIVERY_ID}`]: { status: 200, body: info('Marta Ruiz', sales) },
      [`PUT /delivery/orders/${DELIVERY_ID}`]: { status: 200, body: info('Marta Ruiz Gil') },
      'GET /menu/categories': { status: 200, body: CATEGORIES },
      [`GET /tables/${DELIVERY_ID}/order`]: {
        status: 200,
        body: {
          tableId: DELIVERY_ID,
          orderId: ORDER_ID,
          people: 1,
          lines: [],
          cancellations: [],
          subtotal: 0,
          discount: null,
          split: null,
        },
      },
    },
  });
}

describe('taking a delivery order', () => {
  it('refuses a short phone and the missing name and address with the spec messages', async () => {
    openDeliveries();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo domicilio' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo domicilio' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Teléfono/ }), '300123');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tomar el pedido' }));
    expect(await within(drawer).findByText('Ingrese un teléfono válido, de 10 dígitos o más')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(3);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds a returning customer by phone, picks an earlier address, opens the menu with the customer in the header', async () => {
    const { server, app } = openDeliveries();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo domicilio' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo domicilio' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Teléfono/ }), '300 555 7788');
    // Looked up once, after the typing stopped (debounced), with the phone's digits.
    expect(await within(drawer).findByText('Cliente encontrado: Marta Ruiz', {})).toBeInTheDocument();
    const lookups = server.callsTo('GET', '/delivery/customers');
    expect(lookups.length).toBe(1);
    expect(within(drawer).getByRole('textbox', { name: /Cliente/ })).toHaveValue('Marta Ruiz');
    expect(within(drawer).getByRole('textbox', { name: 'Dirección' })).toHaveValue('Carrera 7 # 80-10');
    await userEvent.click(
      within(drawer).getByRole('button', {
        name: 'Usar la dirección Calle 45 # 12-30, Torre 2 apto 501, Teusaquillo',
      }),
    );
    expect(within(drawer).getByRole('textbox', { name: 'Barrio' })).toHaveValue('Teusaquillo');
    await userEvent.click(within(drawer).getByRole('radio', { name: /5\.000/ }));
    // The picked fee reads as money, thousands grouped.
    expect(within(drawer).getByRole('textbox', { name: /Valor del domicilio/ })).toHaveValue('$5.000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tomar el pedido' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/menu/home'));
    const [opened] = server.callsTo('POST', '/delivery/orders');
    expect(opened?.body).toMatchObject({
      form: {
        phone: '3005557788',
        customer: 'Marta Ruiz',
        identification: '52123456',
        address: 'Calle 45 # 12-30',
        addressLine1: 'Torre 2 apto 501',
        neighborhood: 'Teusaquillo',
        valueDelivery: 5000,
      },
    });
    // The header mounts again once its lazy texts are in: wait for the one that stays.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Marta Ruiz' })).toBeInTheDocument());
  });

  it("offers the branch's usual fees (its preferences) as chips", async () => {
    openDeliveries('/pos?mainTab=3', [makeTable(1)], [2500, 7000]);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo domicilio' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo domicilio' });
    const fees = await within(drawer).findByRole('group', { name: 'Valores frecuentes' });
    await waitFor(() => expect(within(fees).getAllByRole('radio')).toHaveLength(2));
    await userEvent.click(within(fees).getByRole('radio', { name: '$7.000' }));
    expect(within(drawer).getByRole('textbox', { name: /Valor del domicilio/ })).toHaveValue('$7.000');
    expect(within(fees).getByRole('radio', { name: '$2.500' })).not.toBeChecked();
  });

  it('offers no chips when the branch keeps no usual fee: the fee is typed', async () => {
    const { server } = openDeliveries('/pos?mainTab=3', [makeTable(1)], []);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo domicilio' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo domicilio' });
    await waitFor(() => expect(server.callsTo('GET', '/checkout/settings').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(drawer).queryByRole('group', { name: 'Valores frecuentes' })).toBeNull());
    expect(within(drawer).getByRole('textbox', { name: /Valor del domicilio/ })).toBeInTheDocument();
  });

  it("edits the delivery's 'General information' from the menu header", async () => {
    enterTable(DELIVERY_ID, false);
    const { server } = openDeliveries('/menu/home', [deliveryTable('Marta Ruiz')]);
    expect(await screen.findByRole('heading', { name: 'Marta Ruiz' })).toBeInTheDocument();
    const header = screen.getByRole('banner');

    // 'General information' edits it.
    const infoButton = within(header).getByRole('button', { name: 'Información general' });
    fireEvent.click(infoButton);
    const general = await screen.findByRole('dialog', { name: 'Información general' });
    const name = await within(general).findByRole('textbox', { name: /Cliente/ });
    expect(within(general).getByRole('textbox', { name: /Valor del domicilio/ })).toHaveValue('$5.000');
    await userEvent.clear(name);
    await userEvent.type(name, 'Marta Ruiz Gil');
    await userEvent.click(within(general).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PUT', `/delivery/orders/${DELIVERY_ID}`).length).toBe(1));
    expect(server.callsTo('PUT', `/delivery/orders/${DELIVERY_ID}`)[0]?.body).toMatchObject({
      form: { customer: 'Marta Ruiz Gil' },
    });
    expect(await within(header).findByRole('heading', { name: 'Marta Ruiz Gil' })).toBeInTheDocument();
  });

  it('takes a discount with a reason, a type and a value, as the table discount', async () => {
    const { server } = openDeliveries();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo domicilio' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo domicilio' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Teléfono/ }), '3100000001');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Cliente/ }), 'Luis Díaz');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Dirección' }), 'Calle 1 # 2-3');
    await userEvent.click(within(drawer).getByRole('radio', { name: /5\.000/ }));
    const discount = within(drawer).getByRole('group', { name: 'Descuento (opcional)' });
    // A value without a reason is refused, as the table's discount form refuses it.
    await userEvent.type(within(discount).getByRole('textbox', { name: /Valor del descuento/ }), '10');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tomar el pedido' }));
    expect(await within(discount).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await userEvent.click(within(discount).getByRole('radio', { name: 'Otro' }));
    await userEvent.click(within(discount).getByRole('radio', { name: 'Valor ($)' }));
    // Changing the type empties the value: a percent is not an amount.
    expect(within(discount).getByRole('textbox', { name: /Valor del descuento/ })).toHaveValue('');
    await userEvent.type(within(discount).getByRole('textbox', { name: /Valor del descuento/ }), '3000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tomar el pedido' }));
    expect(await within(discount).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(server.callsTo('POST', '/delivery/orders')).toHaveLength(0);
    await userEvent.type(within(discount).getByRole('textbox', { name: /¿Cuál motivo\?/ }), 'Cliente frecuente');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tomar el pedido' }));
    await waitFor(() => expect(server.callsTo('POST', '/delivery/orders')).toHaveLength(1));
    expect(server.callsTo('POST', '/delivery/orders')[0]?.body).toMatchObject({
      form: { sales: { reason: 'other', other: 'Cliente frecuente', type: 'USD', value: 3000 } },
    });
  });

  it("shows and keeps the delivery's discount in 'General information'", async () => {
    enterTable(DELIVERY_ID, false);
    const sales = { reason: 'obsequio' as const, other: '', type: 'PERCENT' as const, value: 10 };
    const { server } = openDeliveries('/menu/home', [deliveryTable('Marta Ruiz')], [3000], sales);
    expect(await screen.findByRole('heading', { name: 'Marta Ruiz' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Información general' }));
    const general = await screen.findByRole('dialog', { name: 'Información general' });
    const discount = await within(general).findByRole('group', { name: 'Descuento (opcional)' });
    expect(within(discount).getByRole('radio', { name: 'Obsequio' })).toHaveAttribute('aria-checked', 'true');
    expect(within(discount).getByRole('radio', { name: 'Porcentaje (%)' })).toHaveAttribute('aria-checked', 'true');
    expect(within(discount).getByRole('textbox', { name: /Valor del descuento/ })).toHaveValue('10');
    await userEvent.click(within(general).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PUT', `/delivery/orders/${DELIVERY_ID}`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/delivery/orders/${DELIVERY_ID}`)[0]?.body).toMatchObject({ form: { sales } });
  });

  it('says it in English', async () => {
    await chooseLanguage('en');
    openDeliveries();
    await userEvent.click(await screen.findByRole('button', { name: 'New delivery' }));
    const drawer = await screen.findByRole('dialog', { name: 'New delivery' });
    expect(within(drawer).getByRole('textbox', { name: /Delivery fee/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Take the order' })).toBeInTheDocument();
    await chooseLanguage('es');
  });
});
