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

/** The whole app (routes, guards, providers) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, pathname: () => router.state.location.pathname };
}
