import { lazy } from 'react';
import { lazyWithTexts } from '../app/lazyWithTexts';
import {
  loadCashierTexts,
  loadCheckoutTexts,
  loadMenuAdminTexts,
  loadPreferencesTexts,
  loadPrintingTexts,
  loadPurchasingTexts,
  loadReportsTexts,
  loadStockTexts,
  loadTablesAdminTexts,
  loadUserTexts,
} from '../i18n';

// One chunk per settings screen; this list loads with the panel, not with the first screens (DESIGN §10 budget).
export const SettingsHome = lazy(() => import('../features/settings/SettingsHome'));
export const NotAvailablePage = lazy(() => import('../features/settings/NotAvailablePage'));
export const CashiersPage = lazyWithTexts(loadCashierTexts, () => import('../features/cashiers/CashiersPage'));
// The history's Export menu speaks with the reports' texts.
export const OrdersPage = lazyWithTexts(
  () => Promise.all([loadCheckoutTexts(), loadReportsTexts()]).then(() => undefined),
  () => import('../features/order-history/OrdersPage'),
);
export const PrintersPage = lazyWithTexts(loadPrintingTexts, () => import('../features/printing/PrintersPage'));
export const BillingPage = lazyWithTexts(loadPrintingTexts, () => import('../features/printing/BillingPage'));
export const PreferencesPage = lazyWithTexts(
  loadPreferencesTexts,
  () => import('../features/preferences/PreferencesPage'),
);
export const TablesAdminPage = lazyWithTexts(
  loadTablesAdminTexts,
  () => import('../features/tables-admin/TablesAdminPage'),
);
export const UsersPage = lazyWithTexts(loadUserTexts, () => import('../features/users/UsersPage'));
export const InventoryPage = lazyWithTexts(loadMenuAdminTexts, () => import('../features/menu-admin/InventoryPage'));
// The purchasing screens pick ingredients and suppliers with stock's pickers, which speak stock's texts.
const loadPurchasingScreenTexts = () => Promise.all([loadPurchasingTexts(), loadStockTexts()]).then(() => undefined);
export const PurchasesPage = lazyWithTexts(
  loadPurchasingScreenTexts,
  () => import('../features/purchasing/PurchasesPage'),
);
export const WastePage = lazyWithTexts(loadPurchasingScreenTexts, () => import('../features/purchasing/WastePage'));
export const VendorsPage = lazyWithTexts(loadPurchasingScreenTexts, () => import('../features/purchasing/VendorsPage'));
export const StockCountPage = lazyWithTexts(loadPurchasingTexts, () => import('../features/purchasing/StockCountPage'));
export const TipsReportPage = lazyWithTexts(loadReportsTexts, () => import('../features/reports/TipsReportPage'));
export const SalesReportPage = lazyWithTexts(loadReportsTexts, () => import('../features/reports/SalesReportPage'));
export const CashCountReportPage = lazyWithTexts(
  loadReportsTexts,
  () => import('../features/reports/CashCountReportPage'),
);
export const ProductsReportPage = lazyWithTexts(
  loadReportsTexts,
  () => import('../features/reports/ProductsReportPage'),
);
