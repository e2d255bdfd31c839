import { can, hasArea, isAdministrator, isAllowedRole, type SessionUser } from '@comandero/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isSignedIn, useSession } from '../app/session';
import { clearStoredSession } from '../app/storage';
import { hasAppTexts, loadAppTexts } from '../i18n';
import { NotAllowedPage, SignedInShell } from './lazyPages';
import { LoadingScreen } from './RootLayout';

/** Spec 01 §2: the landing of a signed-in user (role compared lower-case), or login. */
export function homePathOf(user: SessionUser | null): string {
  if (!user) return '/login';
  // An administrador without the admin view's permission would bounce between it and /tables.
  const admin = isAdministrator(user.role.name) && can(user.securityPolitics, 'settings', 'view');
  return admin ? '/viewAdmin' : '/pos';
}

/** Index and unknown paths. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={homePathOf(isSignedIn(session) ? session.user : null)} replace />;
}

/** Reachable only when signed out; a signed-in user goes to `to`. */
export function PublicOnly({ to, children }: { to: string; children: ReactNode }) {
  const signedIn = useSession(isSignedIn);
  return signedIn ? <Navigate to={to} replace /> : children;
}

/** A stored jwt that is missing or contains 'undefined' ends the session and goes to login (replace). */
function SignOutToLogin() {
  useEffect(() => {
    clearStoredSession();
    useSession.setState({ jwt: null, user: null });
  }, []);
  return <Navigate to="/login" replace />;
}

/** A role outside the allowed list, or a user without a branch, lands on /not-allowed. */
/** The signed-in screens' texts, which the login does not download; a failure reaches the route's error screen. */
function useAppTexts(): boolean {
  const [ready, setReady] = useState(hasAppTexts);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!ready) loadAppTexts().then(() => setReady(true), setFailure);
  }, [ready]);
  if (failure) throw failure;
  return ready;
}

export function RequireSession() {
  const session = useSession();
  const textsReady = useAppTexts();
  const { pathname } = useLocation();
  if (!isSignedIn(session) || !session.user) return <SignOutToLogin />;
  const { user } = session;
  const restricted = !isAllowedRole(user.role.name) || user.branch === null;
  if (restricted && pathname !== '/not-allowed') return <Navigate to="/not-allowed" replace />;
  return textsReady ? <SignedInShell /> : <LoadingScreen />;
}

function useSignedInUser(): SessionUser {
  const user = useSession((state) => state.user);
  if (!user) throw new Error('A permission guard must sit inside RequireSession');
  return user;
}

/**
 * POS, menu, change user and not-allowed need the tables permission. Without it the denial is shown
 * in place: redirecting would loop, since /not-allowed needs the same permission.
 */
export function RequireTables() {
  const user = useSignedInUser();
  return hasArea(user.securityPolitics, 'tables') ? <Outlet /> : <NotAllowedPage />;
}

/** Admin view and settings need settings 'view'; otherwise /tables, which falls to the index rule. */
export function RequireSettingsView() {
  const user = useSignedInUser();
  return can(user.securityPolitics, 'settings', 'view') ? <Outlet /> : <Navigate to="/tables" replace />;
}
