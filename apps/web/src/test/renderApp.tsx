import type { SessionUser } from '@comandero/domain';
import { render } from '@testing-library/react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { Providers } from '../app/providers';
import { useSession } from '../app/session';
import { writeStoredSession } from '../app/storage';
import { AppRoutes } from '../router/App';

/** Signs `user` in on this terminal as a successful login would have left it. */
export function signIn(user: SessionUser, jwt = 'header.payload.signature'): void {
  writeStoredSession({ jwt, user });
  useSession.setState({ jwt, user });
}

type Entry = string | { pathname: string; state?: unknown };

/** Reports every location the app shows, so a test can read where it is. */
function LocationProbe({ onLocation }: { onLocation(location: Location): void }) {
  onLocation(useLocation());
  return null;
}

/** The whole app (routes, guards, providers) at `path`; a list is a history whose last entry is shown. */
export function renderApp(path: Entry | Entry[]) {
  const entries = Array.isArray(path) ? path : [path];
  const router = { state: { location: undefined as unknown as Location } };
  const view = render(
    <Providers env="test">
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <LocationProbe
          onLocation={(location) => {
            router.state.location = location;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, router, pathname: () => router.state.location.pathname };
}
