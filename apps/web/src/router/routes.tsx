import { Navigate, type RouteObject } from 'react-router';
import { HomeRedirect, PublicOnly, RequireSession, RequireSettingsView, RequireTables } from './guards';
import {
  AdminPage,
  BillingPage,
  CashiersPage,
  CategoryPage,
  ChangeUserPage,
  EditProductPage,
  LoginPage,
  MenuHome,
  MenuShell,
  NotAllowedPage,
  OrdersPage,
  PosPage,
  PrintersPage,
  ProductPage,
  SettingsHome,
  SettingsLayout,
} from './lazyPages';
import { RootLayout } from './RootLayout';

const settingsHome: RouteObject[] = [
  { index: true, element: <SettingsHome /> },
  // Spec 02 §2: any other settings path shows the default home view.
  { path: '*', element: <SettingsHome /> },
];

/** Spec 01 §2 routes and guards. Screens not built yet have no route, so their paths fall to the index rule. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'login',
        element: (
          <PublicOnly to="/">
            <LoginPage />
          </PublicOnly>
        ),
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <RequireTables />,
            children: [
              { path: 'pos', element: <PosPage /> },
              { path: 'changeUser', element: <ChangeUserPage /> },
              {
                path: 'menu',
                element: <MenuShell />,
                children: [
                  { index: true, element: <Navigate to="home" replace /> },
                  { path: 'home', element: <MenuHome /> },
                  { path: 'productos/:menuGroupId', element: <CategoryPage /> },
                  { path: 'producto/:menuGroupId/:menuProductItemId', element: <ProductPage /> },
                  { path: 'editProduct/:menuProductItemId', element: <EditProductPage /> },
                ],
              },
              { path: 'not-allowed', element: <NotAllowedPage /> },
            ],
          },
          {
            element: <RequireSettingsView />,
            children: [
              { path: 'viewAdmin', element: <AdminPage /> },
              {
                path: 'settings',
                element: <SettingsLayout />,
                children: [
                  { path: 'orders', element: <OrdersPage /> },
                  { path: 'printers', element: <PrintersPage /> },
                  { path: 'billing', element: <BillingPage /> },
                  ...settingsHome,
                ],
              },
              {
                path: 'settings_cashiers',
                element: <SettingsLayout />,
                children: [
                  { index: true, element: <CashiersPage /> },
                  { path: '*', element: <SettingsHome /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
