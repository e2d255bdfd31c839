import { can, canTransferFrom, type Table } from '@comandero/domain';
import {
  Alert,
  Anchor,
  AppShell,
  Breadcrumbs,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowsExchange, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { describeError } from '../../app/errors';
import { useSession } from '../../app/session';
import { LogoIcon } from '../../ui/BrandMark';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { enterTable, useCurrentTable } from '../floor/currentTable';
import { viewerOf } from '../floor/rules';
import { useFloor } from '../floor/useFloor';
import { OrderPanel } from './OrderPanel';
import { useLeaveMenu } from './useLeaveMenu';

const TransferDialog = lazy(() => import('../floor/TransferDialog'));

function TableHeading({ table }: { table: Table | undefined }) {
  const { t } = useTranslation();
  if (!table) return <Loader size="sm" aria-label={t('app.loading')} />;
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
  const { leave, leaving } = useLeaveMenu(table);
  // The source is kept as it was when the dialog opened: after the move the current table changes.
  const [transferring, setTransferring] = useState<Table | null>(null);

  if (!tableId) return <Navigate to="/pos" replace />;
  const viewer = viewerOf(user);
  const mayTransfer = can(user.securityPolitics, 'tables', 'transfer');
  const canTransferNow = !!table && (table.busy || table.currentOrderId !== null) && canTransferFrom(viewer, table);

  let body = (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Suspense fallback={<Loader mx="auto" my="xl" aria-label={t('app.loading')} />}>
          <Outlet />
        </Suspense>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{table && <OrderPanel table={table} />}</Grid.Col>
    </Grid>
  );
  if (tables.isPending) {
    body = (
      <Center py={64}>
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (tables.isError || !table) {
    body = (
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

  return (
    <AppShell header={{ height: 68 }} footer={{ height: 76 }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <UnstyledButton onClick={leave} aria-label={t('menu.logo')} w={44} h={44} style={{ flexShrink: 0 }}>
              <LogoIcon size={44} />
            </UnstyledButton>
            <TableHeading table={table} />
          </Group>
          <LanguageToggle compact />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Stack gap="md">
          <nav aria-label={t('menu.breadcrumb')}>
            <Breadcrumbs separator="›">
              <Anchor component="button" type="button" onClick={leave} fz="md" fw={600} mih={44} px={4}>
                {t('common.pos')}
              </Anchor>
              <Text fz="md" aria-current="page">
                {t('menu.menu')}
              </Text>
            </Breadcrumbs>
          </nav>
          {body}
        </Stack>
      </AppShell.Main>
      <AppShell.Footer>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Button
            size="lg"
            variant="default"
            leftSection={<IconArrowLeft size={22} />}
            loading={leaving}
            onClick={leave}
          >
            {t('menu.return')}
          </Button>
          {mayTransfer && (
            <Button
              size="lg"
              variant="light"
              leftSection={<IconArrowsExchange size={22} />}
              disabled={!canTransferNow}
              onClick={() => setTransferring(table ?? null)}
            >
              {t('menu.transfer')}
            </Button>
          )}
        </Group>
      </AppShell.Footer>
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
