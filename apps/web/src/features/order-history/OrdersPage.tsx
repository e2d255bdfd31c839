import { DATE_RANGE_MAX_DAYS, ORDERS_PAGE_SIZE, type OrderSummary } from '@comandero/domain';
import { ActionIcon, Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconReceipt } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { type Column, DataList } from '../../ui/DataList';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { useMoney } from '../../ui/useMoney';
import { useCheckoutSettings } from '../checkout';
import { ExportMenu, exportReport } from '../reports';
import { type FilterValues, NO_FILTER, OrderFilters } from './OrderFilters';
import { OrderViewModal } from './OrderViewModal';
import { formatCloseDate, toOrderFilter } from './orderFormat';
import { fetchOrdersPage, orderHistoryKeys } from './orderHistory.api';

const STATE_COLOR: Record<number, string> = { 1: 'blue', 3: 'red', 5: 'orange', 6: 'teal' };

/** Spec 01 §2 orders history (/settings/orders): ten a page, filters, and a view of each order. */
export default function OrdersPage() {
  const { t, i18n } = useTranslation();
  const format = useMoney();
  const settings = useCheckoutSettings();
  const [values, setValues] = useState<FilterValues>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const { filter, problem } = toOrderFilter(values);
  const orders = useQuery({
    queryKey: orderHistoryKeys.page(page - 1, filter),
    queryFn: () => fetchOrdersPage(page - 1, filter),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const rangeError =
    problem === 'span'
      ? t('orders.filters.range', { days: DATE_RANGE_MAX_DAYS })
      : problem === 'order'
        ? t('orders.filters.order')
        : undefined;

  const columns: Column<OrderSummary>[] = [
    {
      key: 'number',
      label: t('orders.columns.number'),
      // A bill printed offline showed the device's number: both, so the paper can be found.
      render: (order) =>
        [
          order.displayNumber === null ? null : `#${order.displayNumber}`,
          order.provisionalNumber ? t('orders.provisional', { number: order.provisionalNumber }) : null,
        ]
          .filter(Boolean)
          .join(' · ') || null,
    },
    {
      key: 'closeDate',
      label: t('orders.columns.closeDate'),
      render: (order) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {formatCloseDate(order.closeDate)}
        </Text>
      ),
    },
    {
      key: 'where',
      label: t('orders.columns.where'),
      render: (order) =>
        [order.table?.name ?? t(`orders.channels.${order.methodDelivery}`), order.part].filter(Boolean).join(' · '),
    },
    {
      key: 'state',
      label: t('orders.columns.state'),
      render: (order) => (
        <Badge
          variant="light"
          color={STATE_COLOR[order.state] ?? 'gray'}
          tt="none"
          size="lg"
          fw={600}
          miw="max-content"
        >
          {t(`orders.states.${order.state}`)}
        </Badge>
      ),
    },
    { key: 'methodPay', label: t('orders.columns.method'), render: (order) => order.methodPay },
    {
      key: 'total',
      label: t('orders.columns.total'),
      render: (order) => (
        <Text fw={700} span style={{ whiteSpace: 'nowrap' }}>
          {format(order.total)}
        </Text>
      ),
    },
  ];

  let body: ReactNode = (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
  if (problem !== null) body = null;
  else if (orders.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('orders.loadError')}>
        {describeError(orders.error, t)}
      </Alert>
    );
  } else if (orders.data && orders.data.totalElements === 0) {
    body = (
      <EmptyState
        icon={<IconReceipt size={40} stroke={1.5} />}
        title={t('orders.emptyTitle')}
        text={t('orders.emptyText')}
      />
    );
  } else if (orders.data) {
    body = (
      <Stack gap="md">
        <DataList
          label={t('orders.title')}
          rows={orders.data.content}
          columns={columns}
          rowKey={(order) => order.id}
          onOpen={(order) => setViewing(order.id)}
          actions={(order) => (
            <ActionIcon
              size={44}
              variant="subtle"
              aria-label={t('orders.open', { number: order.displayNumber ?? '' })}
              onClick={() => setViewing(order.id)}
            >
              <IconEye size={22} />
            </ActionIcon>
          )}
        />
        <ListPager
          page={page}
          pageSize={ORDERS_PAGE_SIZE}
          total={orders.data.totalElements}
          countLabel={t('orders.records', { count: orders.data.totalElements })}
          onChange={setPage}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Title order={2}>{t('orders.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('orders.text')}
          </Text>
        </div>
        <ExportMenu
          disabled={problem !== null}
          onExport={(kind) => exportReport('/orders/export', { filter }, kind, i18n.language, t('reports.ordersFile'))}
        />
      </Group>
      <OrderFilters
        value={values}
        onChange={(next) => {
          setValues(next);
          setPage(1);
        }}
        methods={settings.data?.paymentMethods.map((method) => method.name) ?? []}
        rangeError={rangeError}
      />
      {body}
      {viewing && <OrderViewModal orderId={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
