import type { CategoryAdmin, ExtrasGroupAdmin, ProductAdminDetail, ProductAdminRow } from '@comandero/domain';
import { money } from '@comandero/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fakeApi';
import { makeUser, SERVICES_UP } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';
import { movementRow } from '../stock/stockFixtures';

const admin = makeUser('Administrador');
const id = (n: number) => `0194c2a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

const PLATOS: CategoryAdmin = {
  id: id(901),
  name: 'Platos fuertes',
  color: '#e8590c',
  sort: 0,
  active: true,
  productCount: 2,
  version: 1,
};
const BEBIDAS: CategoryAdmin = { ...PLATOS, id: id(902), name: 'Bebidas', sort: 1, productCount: 1 };

const row = (overrides: Partial<ProductAdminRow>): ProductAdminRow => ({
  id: id(1),
  idCloud: null,
  name: 'Bandeja paisa',
  sku: 'BP-01',
  price: money(32000),
  category: { id: PLATOS.id, name: PLATOS.name },
  stock: null,
  stockMinimum: 0,
  lowStock: false,
  image: null,
  printerId: null,
  active: true,
  menuOnline: true,
  allowWithoutStock: false,
  isPrepared: true,
  hasRecipe: true,
  isCalculatedCost: true,
  sizeCount: 0,
  deleted: false,
  version: 3,
  ...overrides,
});
const bandeja = row({});
const ajiaco = row({ id: id(2), name: 'Ajiaco', sku: null, hasRecipe: false, version: 5 });
const limonada = row({
  id: id(3),
  name: 'Limonada',
  category: { id: BEBIDAS.id, name: BEBIDAS.name },
  stock: 2,
  stockMinimum: 5,
  lowStock: true,
  isPrepared: false,
  isCalculatedCost: false,
});
const viejo = row({ id: id(4), name: 'Plato viejo', deleted: true });

const detailOf = (product: ProductAdminRow, more: Partial<ProductAdminDetail> = {}): ProductAdminDetail => ({
  ...product,
  description: null,
  productCost: money(0),
  locationId: null,
  supplierId: null,
  sizes: [],
  extrasGroups: [],
  ...more,
});

const page = <T,>(content: T[], pageSize = 20) => ({
  status: 200,
  body: { content, totalElements: content.length, page: 0, pageSize },
});

function openInventory(path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn(admin);
  const server = fakeApi({
    'GET /auth/me': { status: 200, body: { user: admin } },
    ...SERVICES_UP,
    'GET /categories': { status: 200, body: [PLATOS, BEBIDAS] },
    'GET /printers': { status: 200, body: [] },
    'POST /menu-product-items/page': page([bandeja, ajiaco, limonada, viejo]),
    'POST /extras/fetch': page([], 10),
    ...routes,
  });
  renderApp(path);
  return server;
}

describe('inventory screen', () => {
  it('checks the services on entering: the database down shows the banner and the error dialog, a retry clears them', async () => {
    let databaseUp = false;
    openInventory('/settings/inventory', {
      'GET /general/status': () => ({
        status: 200,
        body: { core: { available: true }, db: { available: databaseUp }, offersPosReset: false },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Servicio no disponible' });
    expect(dialog).toHaveTextContent('El servidor o su base de datos no responden');
    expect(screen.getByRole('alert')).toHaveTextContent('Servicios caídos');
    databaseUp = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('Servicios caídos')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls the services down when the status check gets no answer', async () => {
    openInventory('/settings/inventory', { 'GET /general/status': 'network-error' });
    expect(await screen.findByRole('dialog', { name: 'Servicio no disponible' })).toBeInTheDocument();
  });

  it('lists products with deleted and low-stock rows styled, and runs the bulk actions after confirming a delete', async () => {
    const server = openInventory('/settings/inventory', {
      'PUT /menu-product-items': { status: 200, body: { updated: 2 } },
    });
    const list = await screen.findByRole('table', { name: 'Productos' });
    expect(server.callsTo('POST', '/menu-product-items/page')[0]!.body).toMatchObject({
      page: 0,
      pageSize: 20,
      filters: {},
    });
    expect(screen.getByText('4 registros')).toBeInTheDocument();
    const rowOf = (name: string) => within(list).getByText(name).closest('tr')!;
    expect(rowOf('Plato viejo')).toHaveAttribute('data-state', 'deleted');
    expect(within(rowOf('Plato viejo')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Seleccionar Plato viejo' })).toBeDisabled();
    expect(rowOf('Limonada')).toHaveAttribute('data-state', 'low-stock');
    expect(within(rowOf('Limonada')).getByText('Stock bajo')).toBeInTheDocument();
    // The SKU under the name, when there is one.
    expect(within(rowOf('Bandeja paisa')).getByText('SKU BP-01')).toBeInTheDocument();
    expect(within(rowOf('Ajiaco')).queryByText(/^SKU/)).not.toBeInTheDocument();
    // A prepared dish with no recipe cannot be counted: it says so instead of a stock (issue 27).
    expect(within(rowOf('Ajiaco')).getByText('Sin receta')).toBeInTheDocument();
    expect(within(rowOf('Bandeja paisa')).getByText('Por ingredientes')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Seleccionar Bandeja paisa' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Seleccionar Ajiaco' }));
    const bar = screen.getByRole('region', { name: 'Acciones sobre la selección' });
    expect(bar).toHaveTextContent('2 seleccionados');
    await userEvent.click(within(bar).getByRole('button', { name: 'Marcar no disponible' }));
    await waitFor(() => expect(server.callsTo('PUT', '/menu-product-items')).toHaveLength(1));
    expect(server.callsTo('PUT', '/menu-product-items')[0]!.body).toEqual({
      ids: [bandeja.id, ajiaco.id],
      versions: [3, 5],
      payload: { active: false },
    });
    expect(await screen.findByText('Registros actualizados')).toBeInTheDocument();

    // Filters: the status and the category go to the server with the page.
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactivos' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bebidas' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/menu-product-items/page').at(-1)!.body).toEqual({
        page: 0,
        pageSize: 20,
        filters: { categoryId: BEBIDAS.id, active: false },
      }),
    );

    await userEvent.click(within(list).getByRole('button', { name: 'Eliminar Limonada' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(confirm).toHaveTextContent('¿Eliminar 1 producto (Limonada)?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(server.callsTo('PUT', '/menu-product-items')).toHaveLength(2));
    expect(server.callsTo('PUT', '/menu-product-items')[1]!.body).toMatchObject({ payload: { deleted: true } });
  });

  it('says a stale version with the server’s 409 text and reads the list again; the printer goes as null for Ninguna', async () => {
    const server = openInventory('/settings/products', {
      'PUT /menu-product-items': [apiError(409, 'CONFLICT'), { status: 200, body: { updated: 1 } }],
    });
    const list = await screen.findByRole('table', { name: 'Productos' });
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Seleccionar Ajiaco' }));
    await userEvent.click(screen.getByRole('button', { name: 'No disponible en línea' }));
    expect(
      await screen.findByText('El registro cambió mientras lo editaba, recargue e inténtelo de nuevo'),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', '/menu-product-items/page').length).toBeGreaterThan(1));
    // The reload cleared the selection.
    expect(screen.queryByRole('region', { name: 'Acciones sobre la selección' })).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Seleccionar Ajiaco' }));
    await userEvent.click(screen.getByRole('button', { name: 'Configurar impresora' }));
    const modal = await screen.findByRole('dialog', { name: 'Configurar impresora' });
    expect(within(modal).getByRole('combobox', { name: 'Impresora' })).toHaveValue('Ninguna');
    await userEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('PUT', '/menu-product-items')).toHaveLength(2));
    expect(server.callsTo('PUT', '/menu-product-items')[1]!.body).toMatchObject({ payload: { printerId: null } });
  });

  it('checks the product form with the spec texts, couples prepared with calculated cost, and unlocks the tabs after a create', async () => {
    const created = detailOf(
      row({ id: id(10), name: 'Especial de la casa', price: money(25000), sizeCount: 2, version: 1 }),
      {
        sizes: [
          { id: id(11), name: 'Personal', price: money(25000), priceDelta: money(0) },
          { id: id(12), name: 'Familiar', price: money(40000), priceDelta: money(15000) },
        ],
      },
    );
    const server = openInventory('/settings/inventory', {
      'POST /menu-product-items': { status: 201, body: [created] },
    });
    await screen.findByRole('table', { name: 'Productos' });
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    expect(within(modal).getByRole('tab', { name: 'Adicionales' })).toBeDisabled();
    expect(within(modal).getByRole('tab', { name: 'Ingredientes' })).toBeDisabled();

    // Defaults (spec 02 §4): prepared and calculated cost on, so quantity and cost are locked.
    const prepared = within(modal).getByRole('switch', { name: /Preparado/ });
    const calculated = within(modal).getByRole('switch', { name: /Costo calculado/ });
    expect(prepared).toBeChecked();
    expect(calculated).toBeChecked();
    expect(within(modal).getByRole('textbox', { name: /Cantidad en stock/ })).toBeDisabled();
    expect(within(modal).getByRole('textbox', { name: /^Costo/ })).toBeDisabled();
    // A new product is prepared and has no recipe yet: the form says so while it stays prepared.
    expect(within(modal).getByText('Sin receta')).toBeInTheDocument();
    await userEvent.click(prepared);
    expect(calculated).not.toBeChecked();
    expect(within(modal).queryByText('Sin receta')).not.toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /Cantidad en stock/ })).toBeEnabled();
    expect(within(modal).getByRole('textbox', { name: /^Costo/ })).toBeEnabled();
    await userEvent.click(prepared);
    expect(calculated).toBeChecked();

    await userEvent.type(within(modal).getByRole('textbox', { name: 'Nombre' }), 'a!');
    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar tamaño' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Crear producto' }));
    expect(await within(modal).findByText('Mínimo 3 caracteres alfanuméricos')).toBeInTheDocument();
    expect(within(modal).getByText('Ingrese un precio válido')).toBeInTheDocument();
    expect(within(modal).getByText('Precio inválido')).toBeInTheDocument();
    expect(within(modal).getAllByText('Este campo es obligatorio')).toHaveLength(2);

    await userEvent.clear(within(modal).getByRole('textbox', { name: 'Nombre' }));
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Nombre' }), 'Especial de la casa');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Precio' }), '25000');
    expect(within(modal).getByRole('textbox', { name: 'Precio' })).toHaveValue('$25.000');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Tamaño 1' }), 'Personal');
    // The first size follows the base price: typed once (issue 30 item 8).
    expect(within(modal).getByRole('textbox', { name: 'Precio del tamaño 1' })).toHaveValue('$25.000');
    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar tamaño' }));
    expect(within(modal).getByRole('textbox', { name: 'Precio del tamaño 2' })).toHaveValue('');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Tamaño 2' }), 'Familiar');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Precio del tamaño 2' }), '40000');
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Categoría' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Platos fuertes' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Crear producto' }));

    await waitFor(() => expect(server.callsTo('POST', '/menu-product-items')).toHaveLength(1));
    const [sent] = server.callsTo('POST', '/menu-product-items')[0]!.body as Record<string, unknown>[];
    expect(sent).toMatchObject({
      name: 'Especial de la casa',
      price: 25000,
      categoryId: PLATOS.id,
      sizes: [
        { name: 'Personal', price: 25000 },
        { name: 'Familiar', price: 40000 },
      ],
      isPrepared: true,
      isCalculatedCost: true,
      active: true,
      menuOnline: true,
      allowWithoutStock: false,
      printerId: null,
    });
    expect(sent!.idCloud).toMatch(/^[0-9a-f-]{36}$/);
    // The modal stays open on info with the new record, and the other tabs unlock.
    const edited = await screen.findByRole('dialog', { name: 'Producto: Especial de la casa' });
    await waitFor(() => expect(within(edited).getByRole('tab', { name: 'Adicionales' })).toBeEnabled());
    expect(within(edited).getByRole('tab', { name: 'Información' })).toHaveAttribute('aria-selected', 'true');
    // The new record is on top of page 1.
    const list = screen.getByRole('table', { name: 'Productos' });
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Especial de la casa');
  });

  it('shows a counted product’s own ledger in its movements tab', async () => {
    const server = openInventory('/settings/inventory', {
      [`GET /menu-product-items/${limonada.id}`]: { status: 200, body: detailOf(limonada) },
      'POST /movements/page': page([
        movementRow({
          entity: 'products',
          ingredientId: null,
          productId: limonada.id,
          name: 'Limonada',
          unit: 'unit',
          amountBefore: 5000,
          amountEntered: -3000,
          amountAfter: 2000,
        }),
      ]),
    });
    const list = await screen.findByRole('table', { name: 'Productos' });
    await userEvent.click(within(list).getByText('Limonada'));
    const modal = await screen.findByRole('dialog', { name: 'Producto: Limonada' });
    await userEvent.click(within(modal).getByRole('tab', { name: 'Movimientos' }));
    expect(await within(modal).findByText('Salida - Venta')).toBeInTheDocument();
    expect(within(modal).getByText('-3 und')).toBeInTheDocument();
    expect(server.callsTo('POST', '/movements/page')[0]!.body).toEqual({
      page: 0,
      pageSize: 20,
      filters: { productId: limonada.id },
    });
  });

  it('edits a product with the version it read; a stale one says so and the form starts again from the record', async () => {
    const detail = detailOf(ajiaco, { description: 'Con pollo', productCost: money(9000), isCalculatedCost: false });
    const changed = { ...detail, description: 'Con pollo y alcaparras', version: 6 };
    const server = openInventory('/settings/inventory', {
      [`GET /menu-product-items/${ajiaco.id}`]: [
        { status: 200, body: detail },
        { status: 200, body: changed },
      ],
      [`PUT /menu-product-items/${ajiaco.id}`]: [
        apiError(409, 'CONFLICT'),
        { status: 200, body: { ...changed, price: money(31000), version: 7 } },
      ],
    });
    const list = await screen.findByRole('table', { name: 'Productos' });
    await userEvent.click(within(list).getByText('Ajiaco'));
    const modal = await screen.findByRole('dialog', { name: 'Producto: Ajiaco' });
    // Prepared with its own cost: the quantity is locked, the cost is not (lockedProductFields).
    expect(within(modal).getByRole('textbox', { name: /Cantidad en stock/ })).toBeDisabled();
    expect(within(modal).getByRole('textbox', { name: /^Costo/ })).toHaveValue('$9.000');
    expect(within(modal).queryByRole('tab', { name: 'Movimientos' })).not.toBeInTheDocument();
    const price = within(modal).getByRole('textbox', { name: 'Precio' });
    await userEvent.clear(price);
    await userEvent.type(price, '30000');
    await userEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El registro cambió mientras lo editaba, recargue e inténtelo de nuevo'),
    ).toBeInTheDocument();
    // The record as it now is: the other change shows, the price is the stored one again.
    await waitFor(() =>
      expect(within(modal).getByRole('textbox', { name: 'Descripción' })).toHaveValue('Con pollo y alcaparras'),
    );
    expect(within(modal).getByRole('textbox', { name: 'Precio' })).toHaveValue('$32.000');
    await userEvent.clear(within(modal).getByRole('textbox', { name: 'Precio' }));
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Precio' }), '31000');
    await userEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado')).toBeInTheDocument();
    const puts = server.callsTo('PUT', `/menu-product-items/${ajiaco.id}`);
    expect(puts).toHaveLength(2);
    expect(puts[0]!.body).toMatchObject({ price: 30000, version: 5, description: 'Con pollo', productCost: 9000 });
    expect(puts[0]!.body).not.toHaveProperty('extrasGroupIds');
    expect(puts[1]!.body).toMatchObject({ price: 31000, version: 6, description: 'Con pollo y alcaparras' });
  });

  it('creates a category typed in the product form with Enter', async () => {
    const especiales: CategoryAdmin = { ...PLATOS, id: id(903), name: 'Especiales', sort: 2, productCount: 0 };
    const server = openInventory('/settings/inventory', {
      'POST /categories': { status: 201, body: [especiales] },
    });
    await screen.findByRole('table', { name: 'Productos' });
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo producto' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    await userEvent.type(within(modal).getByRole('combobox', { name: 'Categoría' }), 'Especiales{Enter}');
    await waitFor(() => expect(server.callsTo('POST', '/categories')).toHaveLength(1));
    expect(server.callsTo('POST', '/categories')[0]!.body).toEqual([expect.objectContaining({ name: 'Especiales' })]);
    await waitFor(() => expect(within(modal).getByRole('combobox', { name: 'Categoría' })).toHaveValue('Especiales'));
  });

  it('asks every size of an option’s product for its quantity (SIZES REQUIRED) and refuses to delete a group in use', async () => {
    const pizza = row({ id: id(20), name: 'Pizza', sizeCount: 2 });
    const salsas: ExtrasGroupAdmin = {
      id: id(30),
      idCloud: null,
      name: 'Salsas',
      price: money(0),
      min: 1,
      max: 0,
      isRequired: true,
      allowMultiple: false,
      options: [],
      productCount: 3,
      deleted: false,
      version: 2,
    };
    const server = openInventory('/settings/inventory?tab=extras', {
      'POST /extras/fetch': page([salsas], 10),
      'POST /menu-product-items/page': page([pizza]),
      [`GET /menu-product-items/${pizza.id}`]: {
        status: 200,
        body: detailOf(pizza, {
          sizes: [
            { id: id(21), name: 'Mediana', price: money(30000), priceDelta: money(0) },
            { id: id(22), name: 'Grande', price: money(40000), priceDelta: money(10000) },
          ],
        }),
      },
      'POST /extras': { status: 201, body: [salsas] },
      'PUT /extras': apiError(409, 'ERROR_REMOVE_RELATION'),
    });
    const list = await screen.findByRole('table', { name: 'Grupos de adicionales' });
    await userEvent.click(within(list).getByRole('button', { name: 'Eliminar Salsas' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmación' })).getByRole('button', { name: 'Sí' }),
    );
    expect(await screen.findByText('El registro no se puede eliminar, está asociado a productos')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    const modal = await screen.findByRole('dialog', { name: 'Nuevo grupo de adicionales' });
    // Defaults (spec 02 §5): price 0, min 1, max 0 (no limit), required, single.
    expect(within(modal).getByRole('textbox', { name: 'Mínimo' })).toHaveValue('1');
    expect(within(modal).getByRole('switch', { name: 'Obligatorio' })).toBeChecked();
    expect(within(modal).getByRole('switch', { name: 'Permite elegir varias' })).not.toBeChecked();
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Nombre' }), 'Bordes');
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Agregar producto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pizza' }));
    const option = await within(modal).findByRole('listitem', { name: 'Pizza' });
    const grande = await within(option).findByRole('textbox', { name: 'Cantidad de Pizza, Grande' });
    await userEvent.type(within(option).getByRole('textbox', { name: 'Cantidad de Pizza, Mediana' }), '1');
    await userEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    expect(await within(option).findByText('Complete la cantidad de cada tamaño')).toBeInTheDocument();
    expect(server.callsTo('POST', '/extras')).toHaveLength(0);

    await userEvent.type(grande, '2');
    await userEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.callsTo('POST', '/extras')).toHaveLength(1));
    expect(server.callsTo('POST', '/extras')[0]!.body).toEqual([
      expect.objectContaining({
        name: 'Bordes',
        price: 0,
        min: 1,
        max: 0,
        isRequired: true,
        allowMultiple: false,
        options: [
          {
            productId: pizza.id,
            quantity: 1,
            sizes: [
              { name: 'Mediana', quantity: 1 },
              { name: 'Grande', quantity: 2 },
            ],
          },
        ],
      }),
    ]);
  });
});
