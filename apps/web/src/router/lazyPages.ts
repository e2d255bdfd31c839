import { lazy } from 'react';
import { lazyWithTexts } from '../app/lazyWithTexts';
import { loadCashierTexts, loadCheckoutTexts, loadPrintingTexts } from '../i18n';

// One chunk per screen, so /login loads only what it shows (DESIGN §10 budget).
export const SignedInShell = lazy(() => import('./SignedInShell'));
export const LoginPage = lazy(() => import('../features/auth/LoginPage'));
export const PosPage = lazy(() => import('../features/pos/PosPage'));
export const ChangeUserPage = lazy(() => import('../features/change-user/ChangeUserPage'));
export const MenuShell = lazy(() => import('../features/menu/MenuShell'));
export const MenuHome = lazy(() => import('../features/menu/MenuHome'));
export const CategoryPage = lazy(() => import('../features/menu/CategoryPage'));
export const ProductPage = lazy(() => import('../features/menu/ProductPage'));
export const EditProductPage = lazy(() => import('../features/menu/EditProductPage'));
export const AdminPage = lazy(() => import('../features/admin/AdminPage'));
export const SettingsLayout = lazy(() => import('../features/settings/SettingsLayout'));
export const SettingsHome = lazy(() => import('../features/settings/SettingsHome'));
export const CashiersPage = lazyWithTexts(loadCashierTexts, () => import('../features/cashiers/CashiersPage'));
export const NotAllowedPage = lazy(() => import('../features/not-allowed/NotAllowedPage'));
export const OrdersPage = lazyWithTexts(loadCheckoutTexts, () => import('../features/order-history/OrdersPage'));
export const PrintersPage = lazyWithTexts(loadPrintingTexts, () => import('../features/printing/PrintersPage'));
export const BillingPage = lazyWithTexts(loadPrintingTexts, () => import('../features/printing/BillingPage'));
