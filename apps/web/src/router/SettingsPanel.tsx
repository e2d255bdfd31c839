import { Route, Routes } from 'react-router';
import { NOT_BUILT_SETTINGS_PATHS } from '../features/settings/notBuiltPaths';
import SettingsLayout from '../features/settings/SettingsLayout';
import {
  BillingPage,
  CashCountReportPage,
  CashiersPage,
  InventoryPage,
  NotAvailablePage,
  OrdersPage,
  PreferencesPage,
  PrintersPage,
  ProductsReportPage,
  PurchasesPage,
  SalesReportPage,
  SettingsHome,
  StockCountPage,
  TablesAdminPage,
  TipsReportPage,
  UsersPage,
  VendorsPage,
  WastePage,
} from './settingsPages';

/**
 * The settings panel's own routes (spec 02 §2), under /settings/* or /settings_cashiers/*: they load
 * with the panel, so the POS and the login do not carry them.
 */
export default function SettingsPanel({ cashiers = false }: { cashiers?: boolean }) {
  return (
    <SettingsLayout>
      {cashiers ? (
        <Routes>
          <Route index element={<CashiersPage />} />
          <Route path="*" element={<SettingsHome />} />
        </Routes>
      ) : (
        <Routes>
          <Route index element={<SettingsHome />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="movement" element={<SalesReportPage />} />
          <Route path="cashier_movements" element={<CashCountReportPage />} />
          <Route path="tips" element={<TipsReportPage />} />
          <Route path="product_sales" element={<ProductsReportPage />} />
          <Route path="printers" element={<PrintersPage />} />
          <Route path="billing" element={<BillingPage />} />
          <Route path="preferences" element={<PreferencesPage />} />
          <Route path="tables" element={<TablesAdminPage />} />
          <Route path="users" element={<UsersPage />} />
          {/* The spec's "menu" entry opened an external editor; here it is the inventory's products tab. */}
          <Route path="inventory" element={<InventoryPage />} />
          <Route path="products" element={<InventoryPage />} />
          <Route path="purchases" element={<PurchasesPage />} />
          <Route path="trashes" element={<WastePage />} />
          {/* Spec 02 §2: expenses and suppliers both show the vendors screen; expenses open its expenses tab. */}
          <Route path="vendors" element={<VendorsPage />} />
          <Route path="expenses" element={<VendorsPage />} />
          <Route path="suppliers" element={<VendorsPage />} />
          {/* The spec has no count screen; issue 17 item 9 puts it beside the inventory. */}
          <Route path="stock-count" element={<StockCountPage />} />
          {/* A spec screen not built yet says so; it never falls to another screen. */}
          {NOT_BUILT_SETTINGS_PATHS.map((path) => (
            <Route key={path} path={path} element={<NotAvailablePage />} />
          ))}
          {/* Spec 02 §2: any other settings path shows the default home view. */}
          <Route path="*" element={<SettingsHome />} />
        </Routes>
      )}
    </SettingsLayout>
  );
}
