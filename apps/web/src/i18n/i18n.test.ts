import { ERROR_CODES } from '@comandero/domain';
import { describe, expect, it } from 'vitest';
import enApp from './en.app.json';
import enCashiers from './en.cashiers.json';
import enCheckout from './en.checkout.json';
import enDelivery from './en.delivery.json';
import enDeliveryBoard from './en.deliveryBoard.json';
import enHelp from './en.help.json';
import enCore from './en.json';
import enMenuAdmin from './en.menuAdmin.json';
import enOutbox from './en.outbox.json';
import enPreferences from './en.preferences.json';
import enPrinting from './en.printing.json';
import enPurchasing from './en.purchasing.json';
import enReports from './en.reports.json';
import enSettings from './en.settings.json';
import enStock from './en.stock.json';
import enTablesAdmin from './en.tablesAdmin.json';
import enUsers from './en.users.json';
import esApp from './es.app.json';
import esCashiers from './es.cashiers.json';
import esCheckout from './es.checkout.json';
import esDelivery from './es.delivery.json';
import esDeliveryBoard from './es.deliveryBoard.json';
import esHelp from './es.help.json';
import esCore from './es.json';
import esMenuAdmin from './es.menuAdmin.json';
import esOutbox from './es.outbox.json';
import esPreferences from './es.preferences.json';
import esPrinting from './es.printing.json';
import esPurchasing from './es.purchasing.json';
import esReports from './es.reports.json';
import esSettings from './es.settings.json';
import esStock from './es.stock.json';
import esTablesAdmin from './es.tablesAdmin.json';
import esUsers from './es.users.json';

const es = {
  ...esCore,
  ...esApp,
  ...esCheckout,
  ...esCashiers,
  ...esPrinting,
  ...esOutbox,
  ...esHelp,
  ...esPreferences,
  ...esSettings,
  ...esTablesAdmin,
  ...esUsers,
  ...esMenuAdmin,
  ...esPurchasing,
  ...esStock,
  ...esDelivery,
  ...esDeliveryBoard,
  ...esReports,
};
const en = {
  ...enCore,
  ...enApp,
  ...enCheckout,
  ...enCashiers,
  ...enPrinting,
  ...enOutbox,
  ...enHelp,
  ...enPreferences,
  ...enSettings,
  ...enTablesAdmin,
  ...enUsers,
  ...enMenuAdmin,
  ...enPurchasing,
  ...enStock,
  ...enDelivery,
  ...enDeliveryBoard,
  ...enReports,
};

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];
const textAt = (texts: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);

describe('translations', () => {
  it('split the login texts from the signed-in screens’ without overlap', () => {
    for (const [core, app] of [
      [esCore, esApp],
      [enCore, enApp],
    ] as const) {
      expect(Object.keys(core).filter((key) => key in app)).toEqual([]);
      expect(Object.keys(core).sort()).toEqual(['app', 'common', 'errors', 'languages', 'login', 'validation']);
    }
  });

  it('keep the on-demand charging texts apart from the others', () => {
    for (const [core, app, checkout] of [
      [esCore, esApp, esCheckout],
      [enCore, enApp, enCheckout],
    ] as const) {
      expect(Object.keys(checkout).filter((key) => key in core || key in app)).toEqual([]);
      expect(Object.keys(checkout).sort()).toEqual(['merge', 'orders', 'payment', 'sales', 'selfService']);
    }
  });

  it('keep the on-demand printing settings texts apart from the others', () => {
    for (const [core, app, checkout, printing] of [
      [esCore, esApp, esCheckout, esPrinting],
      [enCore, enApp, enCheckout, enPrinting],
    ] as const) {
      expect(Object.keys(printing).filter((key) => key in core || key in app || key in checkout)).toEqual([]);
      expect(Object.keys(printing).sort()).toEqual([
        'billing',
        'printJobs',
        'printNotice',
        'printerAssign',
        'printers',
        'printing',
      ]);
    }
  });

  it('keep the on-demand cash drawer texts apart, with the spec texts verbatim in Spanish', () => {
    for (const [core, app, cashiers] of [
      [esCore, esApp, esCashiers],
      [enCore, enApp, enCashiers],
    ] as const) {
      expect(Object.keys(cashiers).filter((key) => key in core || key in app)).toEqual([]);
    }
    expect(es.topbar.noCashier).toBe('Sin caja');
    expect(esCashiers.cashiers.status).toMatchObject({ OPEN: 'Abierto', CLOSED: 'Cerrado', DELETED: 'Eliminado' });
    expect(esCashiers.cashiers.validation.count).toBe('Ingrese un valor válido');
    expect(esCashiers.cashiers.validation.name).toBe('Ingrese un nombre válido. Mínimo 3 carácteres alfanuméricos');
    // English says "cash drawer" for the box (caja); "cashier" is the person (issue 14 §7).
    expect(enCashiers.cashiers.validation.chooseCashier).toBe('Choose a cash drawer');
    expect(enCashiers.cashiers.validation.total).toBe('Total count cannot be equal to 0');
  });

  it('keep the outbox banner’s texts apart: they load when there is something to say', () => {
    for (const [core, app, outbox] of [
      [esCore, esApp, esOutbox],
      [enCore, enApp, enOutbox],
    ] as const) {
      expect(Object.keys(outbox)).toEqual(['outbox']);
      expect('outbox' in core || 'outbox' in app).toBe(false);
    }
  });

  it('keep the preferences and tables admin texts apart, with the spec texts verbatim in Spanish', () => {
    for (const [core, app, preferences, tablesAdmin] of [
      [esCore, esApp, esPreferences, esTablesAdmin],
      [enCore, enApp, enPreferences, enTablesAdmin],
    ] as const) {
      expect(Object.keys(preferences)).toEqual(['preferences']);
      expect(Object.keys(tablesAdmin)).toEqual(['tablesAdmin']);
      expect('preferences' in core || 'preferences' in app || 'tablesAdmin' in core || 'tablesAdmin' in app).toBe(
        false,
      );
    }
    expect(esPreferences.preferences.loadError).toBe('Ocurrió un error cargando la información');
    expect(esPreferences.preferences.saved).toBe('Registro actualizado');
    expect(esPreferences.preferences.saveError).toBe('Ocurrió un error actualizando el registro');
    expect(enCore.errors.TABLE_EXISTS).toBe('The table number already exists, try another one');
  });

  it('keep the users and customers texts apart, with the spec texts verbatim in Spanish', () => {
    for (const [core, app, users] of [
      [esCore, esApp, esUsers],
      [enCore, enApp, enUsers],
    ] as const) {
      expect(Object.keys(users).sort()).toEqual(['customers', 'setPassword', 'users']);
      expect(Object.keys(users).filter((key) => key in core || key in app)).toEqual([]);
    }
    expect(esUsers.users.list.active).toBe('Activo');
    expect(esUsers.users.list.inactive).toBe('Desactivado');
    expect(esUsers.users.confirm.title).toBe('Confirmación');
    expect(esUsers.users.list.created).toBe('Registro creado');
    expect(enUsers.users.validation.phone).toBe('Enter a valid phone');
  });

  it('keep the inventory screen texts apart, with the spec texts verbatim in Spanish', () => {
    for (const [core, app, menuAdmin] of [
      [esCore, esApp, esMenuAdmin],
      [enCore, enApp, enMenuAdmin],
    ] as const) {
      expect(Object.keys(menuAdmin)).toEqual(['menuAdmin']);
      expect('menuAdmin' in core || 'menuAdmin' in app).toBe(false);
    }
    expect(esMenuAdmin.menuAdmin.confirm.title).toBe('Confirmación');
    expect(esMenuAdmin.menuAdmin.notice.removeRelation).toBe(
      'El registro no se puede eliminar, está asociado a productos',
    );
    expect(enMenuAdmin.menuAdmin.notice.removeRelation).toBe(
      'The record cannot be deleted, it is associated with products',
    );
    expect(enMenuAdmin.menuAdmin.notice.updated).toBe('Records updated');
  });

  it('have the same keys in Spanish and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
  });

  it('have no empty text', () => {
    for (const [language, texts] of [
      ['es', es],
      ['en', en],
    ] as const) {
      const empty = keysOf(texts).filter((key) => {
        const text = textAt(texts, key);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty, language).toEqual([]);
    }
  });

  it('explain every error code the API can answer, in both languages', () => {
    for (const code of [...ERROR_CODES, 'NETWORK_ERROR', 'BAD_RESPONSE']) {
      expect(es.errors, code).toHaveProperty(code);
      expect(en.errors, code).toHaveProperty(code);
    }
  });

  it('keep the spec texts verbatim in Spanish', () => {
    expect(es.login.title).toBe('Iniciar Sesión');
    expect(es.errors.INVALID_CREDENTIALS).toBe('Información incorrecta!');
    expect(es.errors.UNAUTHORIZED_ROLE).toBe('Usuario no autorizado');
    expect(es.login.processError).toBe('Error en el proceso de Login');
    expect(es.errors.BAD_RESPONSE).toBe('Ocurrió un error cargando la información');
    expect(es.topbar.noCashier).toBe('Sin caja');
    expect(es.floor.busyBy).toBe('Mesa ocupada por {{user}}');
    expect(es.floor.edit.updateError).toBe('Error al actualizar mesa');
    expect(es.errors.TABLE_OCCUPIED).toBe('La mesa está ocupada');
    expect(es.floor.transfer.success).toBe('Transferencia exitosa');
    expect(es.changeUser.notName).toBe('SIN NOMBRE');
    expect(es.menu.order.empty).toBe('Sin productos todavía');
    expect(es.validation.TABLE_NUMBER).toBe('Ingrese un nombre válido. Mínimo 1 número');
    expect(es.settings.panel).toBe('Panel');
    expect(es.orders.states[1]).toBe('Recibido');
    expect(es.orders.states[3]).toBe('Rechazado/Cancelado');
    expect(es.orders.states[5]).toBe('En Despacho');
    expect(es.orders.states[6]).toBe('Completado');
    expect(es.payment.result.change).toBe('Cambio: {{amount}}');
    expect(es.billing.saveErrorTitle).toBe('Ups..');
    expect(es.printers.form.created).toBe('Registro creado');
    expect(es.printers.form.updated).toBe('Registro actualizado');
    expect(es.printers.form.createError).toBe('Ocurrió un error creando el registro');
    expect(es.menuAdmin.notice.createError).toBe('Ocurrió un error creando el registro');
    expect(es.menuAdmin.notice.saveError).toBe('Ocurrió un error actualizando el registro');
  });

  it('keep the spec texts written in English verbatim in English', () => {
    expect(en.notAllowed.noBranch).toBe('You do not have an assigned branch yet!');
    expect(en.errors.PIN_NOT_ALLOWED).toBe('Security PIN not allowed');
    expect(en.errors.FORBIDDEN).toBe('You do not have permission for this action');
    expect(en.errors.SERVICE_UNAVAILABLE).toBe('Service not available');
    expect(en.login.title).toBe('Sign in');
    expect(en.floor.busyBy).toBe('busy table by {{user}}');
    expect(en.errors.TABLE_OCCUPIED).toBe('The table is occupied');
    expect(en.errors.TABLE_EXISTS).toBe('The table number already exists, try another one');
    expect(en.floor.release.error).toBe('Error in releasing table');
    expect(en.printNotice.noCloseDate).toBe('Closing date not yet available');
    expect(en.errors.NO_CLOSE_DATE).toBe('Closing date not yet available');
  });

  it('say the spec’s capitalised message keys as English sentences (issue 14 §7)', () => {
    expect(en.floor.form.existTitle).toBe('That table already exists');
    expect(en.floor.transfer.success).toBe('Table transferred');
    expect(en.changeUser.notName).toBe('No name');
    expect(en.menu.refreshError).toBe('The menu could not be refreshed');
    expect(en.menu.noStock).toBe('Out of stock');
    expect(en.printNotice.printed).toBe('Printed');
    expect(en.printNotice.error).toBe('Printing failed');
    expect(en.billing.saved).toBe('Changes saved');
    // Only acronyms and the sample receipt's printed headings stay in capitals.
    const capitalised = keysOf(en).filter((key) =>
      (String(textAt(en, key)).match(/\b[A-Z]{3,}\b/g) ?? []).some(
        (word) => !['POS', 'PIN', 'RAW', 'SKU', 'JPEG', 'PNG'].includes(word),
      ),
    );
    expect(capitalised).toEqual(['billing.sample.title', 'billing.sample.grandTotal']);
  });

  it('say what a restaurant says in English: kitchen, cash drawer, Back (issue 14 §7)', () => {
    expect(en.cart.send).toBe('Send to kitchen');
    expect(en.cart.jobKind.command).toBe('Kitchen ticket');
    expect(en.cashiers.menu.open).toBe('Open cash drawer');
    expect(en.topbar.noCashier).toBe('No cash drawer');
    expect(en.menu.return).toBe('Back');
    expect(en.menu.product.return).toBe('Back');
    expect(en.changeUser.back).toBe('Back');
    // Interpolated names ({{cashier}}) are not words the person reads.
    const texts = keysOf(en).map((key) => [key, String(textAt(en, key)).replace(/{{\w+}}/g, '')] as const);
    // The spec's English "command" and "Return" give way to the kitchen's words and one word for going back.
    expect(texts.filter(([, text]) => /\bcommands?\b|\breturn\b/i.test(text))).toEqual([]);
    // "Cashier" is the person: the role, and the PIN that authorizes.
    expect(
      texts
        .filter(([, text]) => /cashier/i.test(text))
        .map(([key]) => key)
        .sort(),
    ).toEqual([
      'cart.pinHelp',
      'errors.PIN_REQUIRED',
      'help.sections.send.text',
      'outbox.discardText',
      'preferences.orderPin.hint',
      'roles.caja',
    ]);
  });
});
