import {
  DELIVERY_COUNTER_REFRESH_MS,
  DELIVERY_PAGE_SIZE,
  type DeliveryBoardState,
  formatDay,
  ORDER_STATE,
  type OrderSummary,
} from '@comandero/domain';
import { Badge, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useLiveConnected, useLiveEvent } from '../../app/live';
import { useRestaurantTimeZone } from '../../app/restaurantTimeZone';
import { useTranslation } from '../../i18n';
import { LoadFailure } from '../../ui/LoadFailure';
import { DeliveryCard } from './DeliveryCard';
import { DeliveryDrawer } from './DeliveryDrawer';
import { DriversCash } from './DriversCash';
import { deliveryBoardKeys, fetchDeliveryPage } from './deliveryBoard.api';
import { useMoveDelivery } from './useMoveDelivery';
import { useNow } from './useNow';

const LISTS = [
  { state: ORDER_STATE.RECEIVED, key: 'ongoing' },
  { state: ORDER_STATE.DISPATCHED, key: 'dispatched' },
  { state: ORDER_STATE.COMPLETED, key: 'delivered' },
] as const;

/** Every terminal reads the board again when any of them moves an order (the delivery.changed event). */
function useLiveBoard() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: deliveryBoardKeys.all });
  useLiveEvent('delivery.changed', refresh);
  useLiveConnected(refresh);
}

interface ListProps {
  state: DeliveryBoardState;
  listKey: (typeof LISTS)[number]['key'];
  now: number;
  onOpen(order: OrderSummary): void;
  moving: string | null;
  onMove(order: OrderSummary): void;
}

function DeliveryList({ state, listKey, now, onOpen, moving, onMove }: ListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const timeZone = useRestaurantTimeZone();
  // The delivered list shows only today's orders (spec 01 §4), the restaurant's today.
  const day = state === ORDER_STATE.COMPLETED ? formatDay(now, timeZone) : null;
  const query = useQuery({
    queryKey: deliveryBoardKeys.list(state, page - 1, day),
    queryFn: () => fetchDeliveryPage(state, page - 1, day),
    placeholderData: keepPreviousData,
    // The ongoing counter is read again every 30 s.
    refetchInterval: state === ORDER_STATE.RECEIVED ? DELIVERY_COUNTER_REFRESH_MS : false,
  });
  const total = query.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / DELIVERY_PAGE_SIZE));
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const titleId = `delivery-list-${listKey}`;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="sm" bg="gray.0">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg" id={titleId}>
            {t(`deliveryBoard.lists.${listKey}`)}
          </Title>
          <Badge
            size="lg"
            variant={state === ORDER_STATE.RECEIVED ? 'filled' : 'light'}
            data-testid={`count-${listKey}`}
          >
            {total}
          </Badge>
        </Group>
        {query.isPending ? (
          <Loader mx="auto" aria-label={t('app.loading')} />
        ) : query.isError && !query.data ? (
          <LoadFailure
            title={t('deliveryBoard.loadError.title')}
            text={t('deliveryBoard.loadError.text')}
            onRetry={() => void query.refetch()}
          />
        ) : total === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="md">
            {t(`deliveryBoard.empty.${listKey}`)}
          </Text>
        ) : (
          query.data?.content.map((order) => (
            <DeliveryCard
              key={order.id}
              order={order}
              now={now}
              moving={moving === order.id}
              onOpen={() => onOpen(order)}
              onMove={() => onMove(order)}
            />
          ))
        )}
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            mx="auto"
            getControlProps={(control) => ({ 'aria-label': t(`changeUser.pagination.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('changeUser.pagination.page', { page: item }) })}
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Spec 01 §4 delivery board (/pos?mainTab=3): ongoing, dispatched and today's delivered orders, 5 a
 * page each, moved on by a button or rejected with a note; late orders stand out.
 */
export default function DeliveryBoard({ header }: { header?: ReactNode }) {
  const now = useNow(DELIVERY_COUNTER_REFRESH_MS);
  const { move, moving } = useMoveDelivery();
  const [open, setOpen] = useState<OrderSummary | null>(null);
  useLiveBoard();
  const moveOn = (order: OrderSummary) =>
    void move(
      order,
      order.state === ORDER_STATE.RECEIVED
        ? { state: ORDER_STATE.DISPATCHED, from: ORDER_STATE.RECEIVED }
        : { state: ORDER_STATE.COMPLETED, from: ORDER_STATE.DISPATCHED },
    );
  return (
    <Stack gap="md">
      {header}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {LISTS.map((list) => (
          <DeliveryList
            key={list.key}
            state={list.state}
            listKey={list.key}
            now={now}
            moving={moving}
            onOpen={setOpen}
            onMove={moveOn}
          />
        ))}
      </SimpleGrid>
      <DriversCash />
      {open && (
        <DeliveryDrawer
          order={open}
          moving={moving === open.id}
          onMove={(body) => move(open, body)}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
