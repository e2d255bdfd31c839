import { BrowserRouter, useRoutes } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from './routes';

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: no route loads data
 * through the router, and the data router's machinery is ~16 KB gzip of the first download
 * (DESIGN §10 budget). Render failures are caught by RootLayout's boundary instead of errorElement.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
