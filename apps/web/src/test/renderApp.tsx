import type { SessionUser } from '@comandero/domain';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/routes';
import { useSession } from '../app/session';
import { writeStoredSession } from '../app/storage';

/** Signs `user` in on this terminal as a successful login would have left it. */
export function signIn(user: SessionUser, jwt = 'header.payload.signature'): void {
  writeStoredSession({ jwt, user });
  useSession.setState({ jwt, user });
}

type Entry = string | { pathname: string; state?: unknown };

/** The whole app (routes, guards, providers) at `path`; a list is a history whose last entry is shown. */
export function renderApp(path: Entry | Entry[]) {
  const entries = Array.isArray(path) ? path : [path];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const view = render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, pathname: () => router.state.location.pathname };
}
