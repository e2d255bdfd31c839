import type esApp from './es.app.json';
import type esCashiers from './es.cashiers.json';
import type esCheckout from './es.checkout.json';
import type esDelivery from './es.delivery.json';
import type esDeliveryBoard from './es.deliveryBoard.json';
import type esHelp from './es.help.json';
import type es from './es.json';
import type esMenuAdmin from './es.menuAdmin.json';
import type esOutbox from './es.outbox.json';
import type esPreferences from './es.preferences.json';
import type esPrinting from './es.printing.json';
import type esPurchasing from './es.purchasing.json';
import type esReports from './es.reports.json';
import type esSettings from './es.settings.json';
import type esStock from './es.stock.json';
import type esTablesAdmin from './es.tablesAdmin.json';
import type esUsers from './es.users.json';

/** Every bundle's texts in one type (Spanish is the reference; a test checks English has the same keys). */
export type Resources = typeof es &
  typeof esApp &
  typeof esCheckout &
  typeof esCashiers &
  typeof esPrinting &
  typeof esOutbox &
  typeof esHelp &
  typeof esPreferences &
  typeof esSettings &
  typeof esTablesAdmin &
  typeof esUsers &
  typeof esMenuAdmin &
  typeof esPurchasing &
  typeof esStock &
  typeof esDelivery &
  typeof esDeliveryBoard &
  typeof esReports;
