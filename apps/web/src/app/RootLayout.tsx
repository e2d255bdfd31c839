import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { browser } from './browser';
import { refreshUser } from './session';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

export function RootLayout() {
  // The stored user may be stale (role, branch, permissions): ask the server once per page load.
  useEffect(() => {
    void refreshUser();
  }, []);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
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
