import type { Money } from '@comandero/domain';
import type { ColumnType, Generated } from 'kysely';
import type { ProductSalesDailyTable } from './schema-reports.js';

/**
 * Table types. Conventions (DESIGN §5): UUIDv7 text ids, ISO-8601 UTC text timestamps,
 * 0/1 integer flags (one representation on SQLite and PostgreSQL), JSON as text,
 * money as integer minor units, `version` for optimistic concurrency.
 */
type Flag = 0 | 1;

interface Audited {
  created_at: string;
  updated_at: string;
  deleted: Generated<Flag>;
  version: Generated<number>;
}

/** Written only by shared/app-settings.repository.ts. */
export interface AppSettingsTable {
  key: string;
  value: string;
}

/** Written only by features/users/users-admin.repository.ts. */
export interface BusinessesTable extends Audited {
  id: string;
  name: string;
}

/** Written only by features/menu/catalog-revision.repository.ts. */
export interface BranchesTable extends Audited {
  id: string;
  business_id: string;
  name: string;
  country: string;
  city: string | null;
  currency: string;
  payment_methods: string;
  delivery_methods: string;
  active: Generated<Flag>;
  /** Advanced by every menu administration write: part of the catalog version. */
  catalog_revision: Generated<number>;
}

/** Written by no feature: migrations and the seed fill it. */
export interface RolesTable {
  id: string;
  name: string;
  created_at: string;
}

/** Written only by features/users/users.repository.ts. */
export interface UsersTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string | null;
  role_id: string;
  name: string;
  username: string | null;
  email: string;
  phone: string | null;
  password_hash: string;
  pin_hash: string | null;
  pin_lookup: string | null;
  allowed_views: string;
  blocked: Generated<Flag>;
  failed_logins: Generated<number>;
  first_failed_at: string | null;
  locked_until: string | null;
}

/** Written only by features/auth/sessions.repository.ts. */
export interface SessionsTable {
  id: string;
  user_id: string;
  business_id: string;
  branch_id: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** Written only by features/auth/pin-attempts.repository.ts. */
export interface PinAttemptsTable {
  subject: string;
  purpose: string;
  failures: number;
  first_failed_at: string;
  locked_until: string | null;
}

/** Written only by shared/idempotency.repository.ts. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
  /** The server instance holding an unanswered claim. */
  instance_id: string | null;
  /** The device outbox's number for the operation (`X-Device-Sequence`), when it sent one. */
  device_sequence: number | null;
}

/** Written only by shared/idempotency.repository.ts. */
export interface ServerInstancesTable {
  id: string;
  started_at: string;
  heartbeat_at: string;
}

/** Written only by features/cashiers/cashiers.repository.ts. */
export interface CashiersTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  name: string;
  created_by: string | null;
}

/** Written only by features/cashiers/cashiers.repository.ts. */
export interface CashierUsersTable {
  cashier_id: string;
  user_id: string;
}

/** Written only by features/rooms/rooms.repository.ts. */
export interface RoomsTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  name: string;
  virtual: Generated<Flag>;
}

/** Written only by features/tables/tables.repository.ts. */
export interface DiningTablesTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  room_id: string | null;
  name: string;
  number_table: number;
  shape: Generated<string>;
  size: Generated<string>;
  position: number | null;
  busy: Generated<Flag>;
  user_id: string | null;
  people: number | null;
  current_order_id: string | null;
  discount: string | null;
  /** When the table was taken (ISO); null while free. */
  seated_at: string | null;
}

/** Written only by features/menu/categories-admin.repository.ts. */
export interface CategoriesTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  name: string;
  color: string;
  sort: number;
  active: Generated<Flag>;
  id_cloud: Generated<string | null>;
}

/** Written only by features/menu/products.repository.ts. */
export interface ProductsTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  category_id: string;
  name: string;
  /** searchKey(name): lower-case, no accents. */
  search_name: string;
  description: string | null;
  price: Money;
  image: string | null;
  sku: string | null;
  stock: number | null;
  allow_without_stock: Generated<Flag>;
  is_prepared: Generated<Flag>;
  active: Generated<Flag>;
  printer_id: string | null;
  /** Offered on an online menu (none exists yet: stored and edited only). */
  menu_online: Generated<Flag>;
  is_calculated_cost: Generated<Flag>;
  product_cost: Generated<Money>;
  stock_minimum: Generated<number>;
  /** Where it is kept and who sells it (spec 02 §3); null: none chosen. */
  location_id: ColumnType<string | null, string | null | undefined, string | null>;
  supplier_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client's id of the create (idempotent create, unique per branch). */
  id_cloud: Generated<string | null>;
}

/** Written only by features/menu/products.repository.ts. */
export interface ProductSizesTable {
  id: string;
  product_id: string;
  name: string;
  /** Difference from the product's base price (sizes arrive absolute, spec 01 §3). */
  price_delta: Money;
  sort: number;
  /** Dishes this size's recipe covers (a prepared product); null: the product's stock applies. */
  stock: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Written only by features/menu/products-admin.repository.ts. */
export interface ProductImagesTable {
  product_id: string;
  content_type: string;
  /** base64 of the picture as uploaded. */
  data: string;
  updated_at: string;
}

/** Written only by features/menu/extras-admin.repository.ts. */
export interface ExtrasGroupsTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  name: string;
  allow_multiple: Flag;
  is_required: Flag;
  min_items: number;
  /** 0 means unlimited. */
  max_items: number;
  price: Generated<Money>;
  id_cloud: Generated<string | null>;
}

/** Written only by features/menu/extras-admin.repository.ts. */
export interface ExtrasOptionsTable {
  id: string;
  group_id: string;
  /** Stored for a named option; for one referencing a product, the product's name and price are shown. */
  name: string;
  price: Money;
  sort: number;
  product_id: Generated<string | null>;
  quantity: Generated<number>;
  /** JSON [{ name, quantity }]. */
  size_quantities: Generated<string>;
}

/** Written only by features/menu/products-admin.repository.ts. */
export interface ProductExtrasGroupsTable {
  product_id: string;
  group_id: string;
  sort: number;
}

/** Written only by features/preferences/preferences.repository.ts. */
export interface TaxesTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  name: string;
  short_name: string;
  /** Percent in basis points (19% = 1900). */
  rate_bp: number;
  type: string;
  include_cost: Flag;
  active: Generated<Flag>;
}

/** Written only by features/preferences/preferences.repository.ts. */
export interface PreferencesTable {
  branch_id: string;
  order_pin: Flag;
  tips: string;
  require_open_cashier: Flag;
  /** Issue 17: sales and exits may not take stock below zero. */
  refuse_negative_stock: Generated<Flag>;
  /** Issue 18: the usual delivery fees (JSON array of minor units); null offers the currency's suggestions. */
  delivery_fees: string | null;
  updated_at: string;
  version: Generated<number>;
}

/** Written only by features/orders/order-rows.repository.ts. */
export interface OrdersTable {
  id: string;
  business_id: string;
  branch_id: string;
  table_id: string | null;
  /** Spec 01 §4 order state codes; 1 Recibido. */
  state: Generated<number>;
  close: Generated<Flag>;
  close_date: string | null;
  display_number: number | null;
  channel: Generated<string>;
  method_delivery: Generated<string>;
  people: number | null;
  waiter_id: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  deleted: Generated<Flag>;
  version: Generated<number>;
  subtotal: Generated<Money>;
  /** JSON sales discount {reason, other, type, value}. */
  discount: string | null;
  discount_amount: Generated<Money>;
  /** JSON tax lines as billed. */
  taxes: Generated<string>;
  added_taxes: Generated<Money>;
  tip: Generated<Money>;
  delivery_value: Generated<Money>;
  total: Generated<Money>;
  method_pay: string | null;
  value_received: Money | null;
  value_returned: Money | null;
  observation: Generated<string>;
  /** The closing user's open cashier. */
  cashier_id: string | null;
  closed_by: string | null;
  /** A part of a split bill points at the order it came from. */
  split_of: string | null;
  /** "2/3": which part of a split bill. */
  part: string | null;
  /** The bill split into N equal parts, while they are being paid. */
  equal_parts: number | null;
  /** The cash drawer movement (open cashier) the order was charged in. */
  cashier_movement_id: string | null;
  /** Charged from a device's outbox: the number its bill printed with if the server was unreachable. */
  provisional_number: string | null;
  /** When its pre-bill was printed; null again once a line is added, changed or removed. */
  pre_billed_at: string | null;
  /** Delivery orders only (issue 18): who it goes to, as the delivery form gave it. */
  delivery_customer_id: string | null;
  delivery_customer_name: string | null;
  delivery_phone: string | null;
  delivery_address: string | null;
  delivery_address2: string | null;
  delivery_neighborhood: string | null;
  delivery_identification: string | null;
  delivery_email: string | null;
  /** When it is to be delivered ('YYYY-MM-DDTHH:mm'); null is as soon as possible. */
  delivery_date: string | null;
  /** Issue 18: when the delivery board last moved the order (ISO instant). */
  delivery_state_changed_at: string | null;
  /** The driver taking a delivery order: a free name, or the user's name when delivery_driver_id is set. */
  delivery_driver: string | null;
  delivery_driver_id: string | null;
}

/**
 * Spec 01 §3 Order channel; business_id null is a built-in channel of every business (POS, domicilios).
 * Written by no feature: migrations and the seed fill it.
 */
export interface OrderChannelsTable {
  id: string;
  business_id: string | null;
  name: string;
  external: Generated<Flag>;
  deleted: Generated<Flag>;
  created_at: string;
}

/** Written only by features/cashiers/movements.repository.ts. */
export interface CashierMovementsTable {
  id: string;
  business_id: string;
  branch_id: string;
  cashier_id: string;
  /** 1 OPEN, 2 CLOSE, 3 SETUP, 4 DELETED. */
  type: number;
  open_date: string;
  open_day: string;
  close_date: string | null;
  close_day: string | null;
  amount_entered: Money;
  /** JSON pieces per denomination counted at the opening. */
  detail: string;
  close_detail: string | null;
  methods_by_system: string | null;
  methods_by_user: string | null;
  total_by_system: Money | null;
  total_by_user: Money | null;
  difference: Money | null;
  observation: Generated<string>;
  created_by: string;
  closed_by: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** Written only by shared/branch-counters.repository.ts. */
export interface BranchCountersTable {
  branch_id: string;
  name: string;
  value: number;
}

/** Written only by features/orders/orders.repository.ts. */
export interface OrderLinesTable {
  /** Made by the tablet, so a retried add is recognised. */
  id: string;
  order_id: string;
  product_id: string;
  name: string;
  printer_id: string | null;
  size_id: string | null;
  size_name: string | null;
  size_delta: Generated<Money>;
  /** JSON: [{groupId, optionId, name, price, quantity}]. */
  extras: string;
  base_price: Money;
  unit_price: Money;
  quantity: number;
  note: string;
  /** What the kitchen already has of this line. */
  sent_quantity: Generated<number>;
  created_by: string;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** Written only by features/orders/orders.repository.ts. */
export interface OrderCancellationsTable {
  id: string;
  order_id: string;
  line_id: string;
  name: string;
  quantity: number;
  preparation: string;
  printer_id: string | null;
  cancelled_by: string;
  approved_by: string | null;
  created_at: string;
  sent_job_id: string | null;
}

/** Written only by features/printing/print-jobs.repository.ts. */
export interface PrintJobsTable {
  id: string;
  business_id: string;
  branch_id: string;
  order_id: string | null;
  kind: string;
  printer_id: string | null;
  status: string;
  /** JSON: the document's data. */
  document: string;
  attempts: Generated<number>;
  last_error: string | null;
  printed_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Set when a queue worker takes the job; a 'printing' job whose lease ran out goes back to pending. */
  claimed_at: string | null;
  /** A failed attempt waits until then (exponential backoff). */
  next_attempt_at: string | null;
  /** The printer the queue sent it to (a job's printer_id null means the branch default). */
  sent_to_printer_id: string | null;
}

/**
 * What one station was asked at once (issue 28 item 4): a send or a cancellation. Written only by
 * features/kitchen/kitchen-tickets.repository.ts; printing renders it into print_job_id.
 */
export interface KitchenTicketsTable {
  id: string;
  business_id: string;
  branch_id: string;
  order_id: string;
  /** The printer's id while each printer is a station (domain kitchen/station.ts); null: the default printer. */
  station_id: string | null;
  /** 'send' | 'cancellation' (KITCHEN_TICKET_KINDS). */
  kind: string;
  /** 1, 2, 3… per order. */
  sequence: number;
  /** KITCHEN_TICKET_STATES; 'new' until the kitchen display moves it. */
  state: Generated<string>;
  print_job_id: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** A ticket's lines, keyed by the order line's id, as the kitchen got them. Written only by features/kitchen/kitchen-tickets.repository.ts. */
export interface KitchenTicketLinesTable {
  ticket_id: string;
  position: number;
  /** No foreign key: a removed order line's tickets stay. */
  order_line_id: string;
  /** Null on a cancellation. */
  product_id: string | null;
  name: string;
  preparation: string;
  /** Positive: to prepare on a send, to stop on a cancellation. */
  quantity: number;
  state: Generated<string>;
}

/** Written only by features/printing/printers.repository.ts. */
export interface PrintersTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  name_custom: string;
  host: string;
  port: Generated<number>;
  /** Paper width in mm: 80 (48 columns) or 58 (32 columns). */
  width: Generated<number>;
  default_printer: Generated<Flag>;
  /** unknown | online | offline | paper-out | cover-open | error, as the queue last found it. */
  status: Generated<string>;
  status_error: string | null;
  status_at: string | null;
  created_by: string | null;
}

/**
 * A one-time set-password code (issue 15 §2): its hash, valid 24 h, single use.
 * Written only by features/users/password-codes.repository.ts.
 */
export interface PasswordCodesTable {
  code_hash: string;
  user_id: string;
  business_id: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Written only by features/customers/customers.repository.ts. */
export interface CustomersTable extends Audited {
  id: string;
  business_id: string;
  name: string;
  email: string | null;
  /** Without spaces or dashes; unique per business among live customers. */
  phone: string | null;
  address: string | null;
  address_line1: string | null;
  neighborhood: string | null;
  identification: Generated<string | null>;
  created_by: string | null;
}

/** Written only by features/printing/billing-config.repository.ts. */
export interface BillingConfigTable {
  branch_id: string;
  business_id: string;
  header: Generated<string>;
  footer: Generated<string>;
  qr: Generated<string>;
  updated_by: string | null;
  updated_at: string;
  version: Generated<number>;
}

/**
 * Issue 17: where stock is kept ('Inventario por defecto' per branch).
 * Written only by features/stock/ingredients.repository.ts.
 */
export interface StockLocationsTable {
  id: string;
  business_id: string;
  branch_id: string;
  name: string;
  description: string | null;
  created_at: string;
}

/** Written only by features/stock/suppliers.repository.ts. */
export interface SuppliersTable {
  id: string;
  business_id: string;
  branch_id: string;
  name: string;
  search_name: string;
  phone: string | null;
  address: string | null;
  created_at: string;
  updated_at: string;
  deleted: Generated<Flag>;
}

/**
 * Quantities in integer thousandths of the unit's base (mg for g and kg).
 * Written only by features/stock/ingredients.repository.ts.
 */
export interface IngredientsTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  name: string;
  search_name: string;
  description: string | null;
  unit: string;
  location_id: string | null;
  sku: string | null;
  /** Minor units per whole unit of `unit`. */
  cost: Money;
  supplier_id: string | null;
  stock_minimum: number;
  /** Only a movement changes it. */
  quantity: Generated<number>;
  /** What one batch makes (stored thousandths); null: not a prepared ingredient. */
  recipe_yield: number | null;
}

/** Written only by features/stock/purchases.repository.ts. */
export interface PurchasesTable {
  id: string;
  business_id: string;
  branch_id: string;
  supplier_id: string;
  invoice_number: string;
  date: string;
  total_invoice: Money;
  total_paid: Money;
  created_by: string;
  created_at: string;
}

/**
 * Non-stock expenses (rent, services) of a vendor; soft-deleted, edited with their version.
 * Written only by features/stock/expenses.repository.ts.
 */
export interface ExpensesTable extends Audited {
  id: string;
  business_id: string;
  branch_id: string;
  supplier_id: string;
  concept: string;
  search_concept: string;
  category: string;
  amount: Money;
  paid: Money;
  date: string;
  invoice_number: string | null;
  observation: string | null;
  created_by: string;
}

/**
 * Append-only: never updated nor deleted.
 * Written only by features/stock/ledger.repository.ts.
 */
export interface StockMovementsTable {
  id: string;
  business_id: string;
  branch_id: string;
  type: string;
  ingredient_id: string | null;
  product_id: string | null;
  amount_before: number;
  amount_entered: number;
  amount_after: number;
  cost: Money;
  value_unit: Money;
  expiration: string | null;
  supplier_id: string | null;
  invoice_number: string | null;
  observation: string | null;
  user_id: string;
  order_id: string | null;
  purchase_id: string | null;
  /** The order a return-exit gives back (spec 02 §4). */
  order_number: ColumnType<string | null, string | null | undefined, string | null>;
  day: string;
  created_at: string;
}

/** Written only by features/menu/ingredient-lines.repository.ts. */
export interface RecipeLinesTable {
  id: string;
  product_id: string;
  size_id: string | null;
  ingredient_id: string;
  quantity: number;
}

/**
 * A prepared ingredient's batch: what it takes of each component (stored thousandths).
 * Written only by features/stock/ingredient-recipes.repository.ts.
 */
export interface IngredientRecipeLinesTable {
  id: string;
  business_id: string;
  branch_id: string;
  ingredient_id: string;
  component_id: string;
  quantity: number;
}

/** Written only by features/menu/ingredient-lines.repository.ts. */
export interface OptionIngredientLinesTable {
  id: string;
  option_id: string;
  size_id: string | null;
  ingredient_id: string;
  quantity: number;
}

/**
 * Closed orders added up per branch, close hour, channel, service, payment method and state.
 * Written only by features/dashboard/sales-summary.ts.
 */
export interface OrderSalesSummaryTable {
  business_id: string;
  branch_id: string;
  /** 'YYYY-MM-DD HH', the first 13 characters of the orders' close_date. */
  close_hour: string;
  channel: string;
  method_delivery: string;
  /** '' for orders without one. */
  method_pay: string;
  state: number;
  orders: number;
  total: Money;
  tip: Money;
  discount: Money;
  delivery_value: Money;
}

export interface Database {
  product_sales_daily: ProductSalesDailyTable;
  app_settings: AppSettingsTable;
  businesses: BusinessesTable;
  branches: BranchesTable;
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  pin_attempts: PinAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
  server_instances: ServerInstancesTable;
  cashiers: CashiersTable;
  cashier_users: CashierUsersTable;
  rooms: RoomsTable;
  dining_tables: DiningTablesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_sizes: ProductSizesTable;
  product_images: ProductImagesTable;
  extras_groups: ExtrasGroupsTable;
  extras_options: ExtrasOptionsTable;
  product_extras_groups: ProductExtrasGroupsTable;
  taxes: TaxesTable;
  preferences: PreferencesTable;
  orders: OrdersTable;
  order_channels: OrderChannelsTable;
  order_sales_summary: OrderSalesSummaryTable;
  order_lines: OrderLinesTable;
  order_cancellations: OrderCancellationsTable;
  print_jobs: PrintJobsTable;
  kitchen_tickets: KitchenTicketsTable;
  kitchen_ticket_lines: KitchenTicketLinesTable;
  printers: PrintersTable;
  billing_config: BillingConfigTable;
  branch_counters: BranchCountersTable;
  cashier_movements: CashierMovementsTable;
  password_codes: PasswordCodesTable;
  customers: CustomersTable;
  stock_locations: StockLocationsTable;
  suppliers: SuppliersTable;
  ingredients: IngredientsTable;
  purchases: PurchasesTable;
  expenses: ExpensesTable;
  stock_movements: StockMovementsTable;
  recipe_lines: RecipeLinesTable;
  option_ingredient_lines: OptionIngredientLinesTable;
  ingredient_recipe_lines: IngredientRecipeLinesTable;
}
