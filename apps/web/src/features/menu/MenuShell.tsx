import { can, canTransferFrom, isDeliveryTable, type Table } from '@comandero/domain';
import { Alert, AppShell, Button, Center, Grid, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowsExchange, IconRefresh, IconUsers } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { describeError } from '../../app/errors';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { LogoIcon } from '../../ui/BrandMark';
import { HintTooltip } from '../../ui/HintTooltip';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { LazyConfirmDialog } from '../../ui/LazyConfirmDialog';
import { OrderPanel } from '../cart';
import { ChargeResultHost, CheckoutActions, useHeldChargeResult } from '../checkout';
import { DeliveryHeading } from '../delivery';
import { TransferDialog, useFloor } from '../floor';
import { enterTable, useCurrentTable, viewerOf } from '../table';
import { FooterButton } from './FooterButton';
import { MenuBreadcrumb } from './MenuBreadcrumb';
import classes from './MenuShell.module.css';
import type { MenuOutletContext } from './menuTable';
import { PhoneOrderBar } from './PhoneOrderBar';
import { useCatalogCache } from './useCatalogCache';
import { useLeaveMenu } from './useLeaveMenu';
import { useRefreshMenu } from './useRefreshMenu';

const PRODUCT_PAGE = /^\/menu\/(producto|editProduct)\//;

function TableHeading({ table }: { table: Table | undefined }) {
  const { t } = useTranslation();
  if (!table) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (isDeliveryTable(table)) {
    const plain = (
      <Text component="h1" fw={800} fz={{ base: 'lg', sm: 'xl' }} truncate m={0}>
        {table.name}
      </Text>
    );
    return (
      <Suspense fallback={plain}>
        <DeliveryHeading table={table} />
      </Suspense>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Text component="h1" fw={800} fz={{ base: 'lg', sm: 'xl' }} truncate m={0}>
        {table.name}
      </Text>
      {table.people !== null && (
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconUsers size={18} aria-hidden="true" />
          <Text fz="sm" aria-label={t('floor.people', { count: table.people })}>
            {table.people}
          </Text>
        </Group>
      )}
    </Group>
  );
}

/**
 * Spec 01 §2 menu shell: header with the logo (to the POS) and the table, breadcrumb POS > Menu,
 * the menu screens with the order panel at the right (below on phones), and the footer actions.
 */
export default function MenuShell() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const tableId = useCurrentTable((state) => state.tableId);
  const justOccupied = useCurrentTable((state) => state.justOccupied);
  const { tables } = useFloor();
  const table = tables.data?.find((candidate) => candidate.id === tableId);
  const { leave, leaving, confirm } = useLeaveMenu(table);
  const { refresh, refreshing } = useRefreshMenu();
  useCatalogCache();
  // The source is kept as it was when the dialog opened: after the move the current table changes.
  const [transferring, setTransferring] = useState<Table | null>(null);
  const { pathname } = useLocation();
  // A charge's dialog is up: the table may have left the floor with its close (a delivery's).
  const charged = useHeldChargeResult((state) => state.held !== null);

  const leftFor = useCurrentTable((state) => state.leftFor);
  if (!tableId) return <Navigate to={leftFor ?? '/pos'} replace />;
  // Issue 14 §4: a product page has its own action bar (back, add); the shell's footer steps aside.
  const onProductPage = PRODUCT_PAGE.test(pathname);
  const viewer = viewerOf(user);
  // A delivery has no seat to move to.
  const mayTransfer = can(user.securityPolitics, 'tables', 'transfer') && !(table && isDeliveryTable(table));
  const canTransferNow = !!table && (table.busy || table.currentOrderId !== null) && canTransferFrom(viewer, table);

  // The breadcrumb heads the menu's column: beside it, the order panel starts at the top of the page,
  // so its own height (MenuShell.module.css) keeps its actions above the footer (issue 30 §2). The
  // grid is always there, so the breadcrumb stays one element while the table loads.
  const showsOrder = !!table && !tables.isPending;
  let content = (
    <Suspense fallback={<Loader mx="auto" my="xl" aria-label={t('app.loading')} />}>
      {table && <Outlet context={{ table } satisfies MenuOutletContext} />}
    </Suspense>
  );
  if (tables.isPending || (!table && charged)) {
    content = (
      <Center py={64}>
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (!table) {
    // A failed refetch (the server unreachable) keeps the floor it had: the table shows as this device knows it.
    content = (
      <Alert
        color={tables.isError ? 'red' : 'yellow'}
        variant="light"
        icon={<IconAlertTriangle />}
        title={tables.isError ? t('floor.loadError') : t('menu.tableGone')}
      >
        <Stack gap="sm" align="flex-start">
          {tables.isError && <Text>{describeError(tables.error, t)}</Text>}
          <Button variant="light" onClick={leave}>
            {t('menu.backToPos')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const body = (
    <Grid gap="md">
      <Grid.Col span={showsOrder ? { base: 12, md: 7, lg: 8 } : 12}>
        <Stack gap="md">
          <MenuBreadcrumb tableId={tableId} onPos={leave} />
          {content}
        </Stack>
        {showsOrder && !onProductPage && <PhoneOrderBar table={table} />}
      </Grid.Col>
      {showsOrder && (
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <div className={classes.dock}>
            <OrderPanel table={table}>
              <CheckoutActions table={table} />
            </OrderPanel>
          </div>
        </Grid.Col>
      )}
    </Grid>
  );

  return (
    <AppShell
      header={{ height: 68 }}
      footer={{ height: 76, collapsed: onProductPage }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <HintTooltip label={t('menu.logo')}>
              <UnstyledButton onClick={leave} aria-label={t('menu.logo')} w={44} h={44} style={{ flexShrink: 0 }}>
                <LogoIcon size={44} />
              </UnstyledButton>
            </HintTooltip>
            <TableHeading table={table} />
          </Group>
          <LanguageToggle compact />
        </Group>
      </AppShell.Header>
      <AppShell.Main>{body}</AppShell.Main>
      {!onProductPage && (
        <AppShell.Footer>
          <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
            <FooterButton
              icon={<IconArrowLeft size={22} />}
              label={t('menu.return')}
              loading={leaving}
              onClick={leave}
            />
            <Group gap="sm" wrap="nowrap">
              <FooterButton
                icon={<IconRefresh size={22} />}
                label={t('menu.refresh')}
                variant="light"
                loading={refreshing}
                onClick={refresh}
              />
              {mayTransfer && (
                <FooterButton
                  icon={<IconArrowsExchange size={22} />}
                  label={t('menu.transfer')}
                  variant="light"
                  disabled={!canTransferNow}
                  onClick={() => setTransferring(table ?? null)}
                />
              )}
            </Group>
          </Group>
        </AppShell.Footer>
      )}
      <ChargeResultHost />
      <LazyConfirmDialog
        opened={confirm.opened}
        title={t('menu.leave.title')}
        confirmLabel={t('menu.leave.confirm')}
        color="red"
        loading={leaving}
        onConfirm={confirm.onConfirm}
        onCancel={confirm.onCancel}
      >
        {t('menu.leave.text')}
      </LazyConfirmDialog>
      {transferring && tables.data && (
        <Suspense fallback={null}>
          <TransferDialog
            source={transferring}
            tables={tables.data}
            onClose={() => setTransferring(null)}
            onTransferred={({ destination }, destinationWasTaken) =>
              // The order now sits at the destination; it was freshly taken only if it was free before.
              enterTable(destination.id, justOccupied && !destinationWasTaken)
            }
          />
        </Suspense>
      )}
    </AppShell>
  );
}
