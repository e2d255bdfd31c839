import { Navigate, type RouteObject } from 'react-router';
import { HomeRedirect, PublicOnly, RequireSession, RequireSettingsView, RequireTables } from './guards';
import {
  CategoryPage,
  ChangeUserPage,
  DashboardPage,
  EditProductPage,
  HelpPage,
  LoginPage,
  MenuHome,
  MenuShell,
  NotAllowedPage,
  PosPage,
  ProductPage,
  SetPasswordPage,
  SettingsPanel,
} from './lazyPages';
import { RootLayout } from './RootLayout';

/** Spec 01 §2 routes and guards. */
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
      // Public: a new user sets their password with the administrator's one-time code (issue 15 §2).
      { path: 'set-password', element: <SetPasswordPage /> },
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
          { path: 'help', element: <HelpPage /> },
          {
            element: <RequireSettingsView />,
            children: [
              { path: 'viewAdmin', element: <DashboardPage /> },
              { path: 'settings/*', element: <SettingsPanel /> },
              { path: 'settings_cashiers/*', element: <SettingsPanel cashiers /> },
            ],
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
