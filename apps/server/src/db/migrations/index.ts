import type { Migration } from 'kysely';
import * as foundation from './20261122000000_foundation.js';
import * as tableSlots from './20261122010000_table_slots.js';
import * as productSearch from './20261122020000_product_search.js';
import * as orders from './20261122030000_orders.js';
import * as checkout from './20261122040000_checkout.js';
import * as printing from './20261122050000_printing.js';
import * as cashierMovements from './20261122060000_cashier_movements.js';
import * as pinAttempts from './20261124000000_pin_attempts.js';
import * as idempotencyInstances from './20261124010000_idempotency_instances.js';
import * as moneyBigint from './20261124090000_money_bigint.js';
import * as deviceSequence from './20261124100000_device_sequence.js';
import * as provisionalNumber from './20261124110000_provisional_number.js';
import * as tableSeatedAt from './20261124120000_table_seated_at.js';
import * as preferencesVersion from './20261124133000_preferences_version.js';
import * as usersCustomers from './20261124150000_users_customers.js';
import * as orderPreBilled from './20261124160000_order_pre_billed.js';
import * as menuAdmin from './20261125100000_menu_admin.js';
import * as productsUpdatedAt from './20261125120000_products_updated_at.js';
import * as stock from './20261125140000_stock.js';
import * as sizeStock from './20261125160000_size_stock.js';
import * as expenses from './20261126090000_expenses.js';
import * as preparedIngredients from './20261126090000_prepared_ingredients.js';
import * as deliveryOrders from './20261127090000_delivery_orders.js';
import * as deliveryBoard from './20261127100000_delivery_board.js';
import * as orderSalesSummary from './20261128090000_order_sales_summary.js';
import * as productSalesDaily from './20261128100000_product_sales_daily.js';
import * as deliveryFees from './20261128110000_delivery_fees.js';
import * as orderChannels from './20261129110400_order_channels.js';
import * as stockSpec from './20261129130711_stock_spec.js';
import * as defaultInventoryName from './20261129150700_default_inventory_name.js';
import * as kitchenTickets from './20261129160000_kitchen_tickets.js';

/** Every migration, by name; names sort in the order they run. Bundled, so no folder scan at runtime. */
export const migrations: Record<string, Migration> = {
  '20261122000000_foundation': foundation,
  '20261122010000_table_slots': tableSlots,
  '20261122020000_product_search': productSearch,
  '20261122030000_orders': orders,
  '20261122040000_checkout': checkout,
  '20261122050000_printing': printing,
  '20261122060000_cashier_movements': cashierMovements,
  '20261124000000_pin_attempts': pinAttempts,
  '20261124010000_idempotency_instances': idempotencyInstances,
  '20261124090000_money_bigint': moneyBigint,
  '20261124100000_device_sequence': deviceSequence,
  '20261124110000_provisional_number': provisionalNumber,
  '20261124120000_table_seated_at': tableSeatedAt,
  '20261124133000_preferences_version': preferencesVersion,
  '20261124150000_users_customers': usersCustomers,
  '20261124160000_order_pre_billed': orderPreBilled,
  '20261125100000_menu_admin': menuAdmin,
  '20261125120000_products_updated_at': productsUpdatedAt,
  '20261125140000_stock': stock,
  '20261125160000_size_stock': sizeStock,
  '20261126090000_expenses': expenses,
  '20261126090000_prepared_ingredients': preparedIngredients,
  '20261127090000_delivery_orders': deliveryOrders,
  '20261127100000_delivery_board': deliveryBoard,
  '20261128090000_order_sales_summary': orderSalesSummary,
  '20261128100000_product_sales_daily': productSalesDaily,
  '20261128110000_delivery_fees': deliveryFees,
  '20261129110400_order_channels': orderChannels,
  '20261129130711_stock_spec': stockSpec,
  '20261129150700_default_inventory_name': defaultInventoryName,
  '20261129160000_kitchen_tickets': kitchenTickets,
};
