import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { browser } from '../app/browser';
import { refreshUser } from '../app/session';
import { useTranslation } from '../i18n';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  // The stored user may be stale (role, branch, permissions): ask the server once per page load.
  useEffect(() => {
    void refreshUser();
  }, []);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** A screen that throws (or whose code cannot be downloaded) shows RouteError, not a blank page. */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // Going to another screen leaves a crashed one behind, without remounting the screens that work.
  override componentDidUpdate(previous: { pathname: string }): void {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** A screen that throws shows a way out instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={2}>{t('app.crashTitle')}</Title>
        <Text c="dimmed">{t('app.crashText')}</Text>
        <Button onClick={() => browser.reload()}>{t('app.reload')}</Button>
      </Stack>
    </Center>
  );
}
