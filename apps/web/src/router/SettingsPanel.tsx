import { Route, Routes } from 'react-router';
import { NOT_BUILT_SETTINGS_PATHS } from '../features/settings/notBuiltPaths';
import SettingsLayout from '../features/settings/SettingsLayout';
import {
  BillingPage,
  CashiersPage,
  InventoryPage,
  NotAvailablePage,
  OrdersPage,
  PreferencesPage,
  PrintersPage,
  SettingsHome,
  TablesAdminPage,
  UsersPage,
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
          <Route path="printers" element={<PrintersPage />} />
          <Route path="billing" element={<BillingPage />} />
          <Route path="preferences" element={<PreferencesPage />} />
          <Route path="tables" element={<TablesAdminPage />} />
          <Route path="users" element={<UsersPage />} />
          {/* The spec's "menu" entry opened an external editor; here it is the inventory's products tab. */}
          <Route path="inventory" element={<InventoryPage />} />
          <Route path="products" element={<InventoryPage />} />
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
