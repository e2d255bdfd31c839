import {
  can,
  mayEditLines,
  mayRemoveLines,
  type OrderLine,
  orderSubtotal,
  type PrintJobSummary,
  type Table,
} from '@comandero/domain';
import { Alert, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconReceipt, IconSend, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { describeError } from '../../app/errors';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { LazyConfirmDialog } from '../../ui/LazyConfirmDialog';
import { useMoney } from '../../ui/useMoney';
import { Cancellations } from './Cancellations';
import { useCart } from './cartStore';
import { LastJobs } from './LastJobs';
import { OrderLineItem } from './OrderLineItem';
import classes from './OrderPanel.module.css';
import { useRemoveLine } from './useRemoveLine';
import { hasCommandChanges, useSendCommand } from './useSendCommand';
import { useTableOrder } from './useTableOrder';

const NO_JOBS: PrintJobSummary[] = [];

function EmptyOrder() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconReceipt size={30} stroke={1.5} />
      </ThemeIcon>
      <Text fw={600}>{t('menu.order.empty')}</Text>
      <Text c="dimmed" fz="sm">
        {t('menu.order.emptyText')}
      </Text>
    </Stack>
  );
}

/**
 * The table's order beside the menu (below it on phones): lines, subtotal, pending cancellations,
 * then `children` (the actions the menu puts there: discount and charge), send and the last tickets.
 */
export function OrderPanel({ table, children }: { table: Table; children?: ReactNode }) {
  const { t } = useTranslation();
  const format = useMoney();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((state) => state.user);
  const { order, lines } = useTableOrder(table.id);
  const context = useCart((state) => (state.tableId === table.id ? state.context : 'EMPTY'));
  const pendingIds = useCart((state) => state.pending.map((line) => line.id).join(' '));
  const lastJobs = useCart((state) => (state.tableId === table.id ? state.lastJobs : NO_JOBS));
  const removal = useRemoveLine(table);
  const command = useSendCommand(table);
  const maySend = !!user && can(user.securityPolitics, 'tables', 'sendCommand');
  const mayEdit = !!user && mayEditLines(user.securityPolitics);
  const mayRemove = !!user && mayRemoveLines(user.securityPolitics);
  const subtotal = orderSubtotal(lines);
  const saving = pendingIds !== '';
  const edit = (line: OrderLine) => navigate(`/menu/editProduct/${line.id}`, { state: { from: location.pathname } });

  let body = <EmptyOrder />;
  if (order.isPending && lines.length === 0) body = <Skeleton h={120} radius="md" />;
  else if (order.isError && lines.length === 0) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
        <Stack gap="xs" align="flex-start">
          <Text>{describeError(order.error, t)}</Text>
          <Button variant="light" color="red" onClick={() => void order.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (lines.length > 0) {
    body = (
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('cart.lines')}>
        {lines.map((line) => (
          <OrderLineItem
            key={line.id}
            line={line}
            saving={pendingIds.includes(line.id)}
            busy={removal.removing === line.id}
            mayEdit={mayEdit}
            mayRemove={mayRemove}
            onEdit={edit}
            onRemove={removal.start}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="order-panel-title" id="order-panel">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="order-panel-title">
            {t('menu.order.title', { table: table.name })}
          </Title>
          <Group gap="sm" wrap="wrap">
            {table.people !== null && (
              <Group gap={4} wrap="nowrap" c="dimmed">
                <IconUsers size={18} aria-hidden="true" />
                <Text fz="sm">{t('floor.people', { count: table.people })}</Text>
              </Group>
            )}
            {lines.length > 0 && (
              <Badge variant="light" color={context === 'ADD' ? 'orange' : 'teal'} data-context={context}>
                {t(`cart.context.${context}`)}
              </Badge>
            )}
          </Group>
        </Stack>
        <Divider />
        {body}
        <Cancellations cancellations={order.data?.cancellations ?? []} />
        <Stack gap="sm" className={classes.actions}>
          <Group justify="space-between">
            <Text fw={700} fz="lg">
              {t('cart.subtotal')}
            </Text>
            <Text fw={800} fz="xl" aria-label={t('cart.subtotal')} data-testid="order-subtotal">
              {format(subtotal)}
            </Text>
          </Group>
          {children}
          {maySend && (
            <Button
              size="lg"
              fullWidth
              leftSection={<IconSend size={22} />}
              loading={command.sending}
              disabled={saving || !hasCommandChanges(lines, order.data)}
              onClick={command.send}
            >
              {t('cart.send')}
            </Button>
          )}
        </Stack>
        <LastJobs jobs={lastJobs} />
      </Stack>
      <LazyConfirmDialog
        opened={removal.confirming !== null}
        title={t('cart.removeTitle', { name: removal.confirming?.name ?? '' })}
        confirmLabel={t('cart.removeConfirm')}
        color="red"
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        {t('cart.removeSentText')}
      </LazyConfirmDialog>
      {removal.pinDialog}
    </Paper>
  );
}
