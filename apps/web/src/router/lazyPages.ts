import { lazy } from 'react';
import { lazyWithTexts } from '../app/lazyWithTexts';
import { loadHelpTexts, loadSettingsTexts, loadUserTexts } from '../i18n';

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
export const DashboardPage = lazyWithTexts(loadSettingsTexts, () => import('../features/dashboard/DashboardPage'));
// The settings panel brings its own screens' routes (SettingsPanel).
export const SettingsPanel = lazyWithTexts(loadSettingsTexts, () => import('./SettingsPanel'));
export const HelpPage = lazyWithTexts(loadHelpTexts, () => import('../features/help/HelpPage'));
export const NotAllowedPage = lazy(() => import('../features/not-allowed/NotAllowedPage'));
export const SetPasswordPage = lazyWithTexts(loadUserTexts, () => import('../features/users/SetPasswordPage'));
