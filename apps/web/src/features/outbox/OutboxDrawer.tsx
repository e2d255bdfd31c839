import type { Table } from '@comandero/domain';
import { Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconCloudCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { discardOperation, listOperations, moveToTable, retryOperation, tableOf } from '../../app/outbox/attention';
import { listenToTabs } from '../../app/outbox/channel';
import type { Operation } from '../../app/outbox/operation';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { SideDrawer } from '../../ui/SideDrawer';
import { useMoney } from '../../ui/useMoney';
import { pinAuthorize } from '../auth';
import { usePinAuthorization } from '../cart';
import { floorKeys } from '../table';

/** The operations stored on this device: what waits to be sent, and what the server refused. */
function useOperations(): Operation[] | null {
  const [operations, setOperations] = useState<Operation[] | null>(null);
  useEffect(() => {
    const read = () => void listOperations().then(setOperations);
    read();
    return listenToTabs((message) => {
      if (message.type === 'changed') read();
    });
  }, []);
  return operations;
}

interface OperationCardProps {
  operation: Operation;
  onDiscard(): void;
  /** Refused for a table: its refused writes can go to another one. */
  onMove?: () => void;
}

function OperationCard({ operation, onDiscard, onMove }: OperationCardProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { summary, refusal } = operation;
  const time = new Date(operation.createdAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <Card withBorder radius="md" padding="sm" data-operation={operation.kind}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={700}>
            {t(`outbox.kinds.${operation.kind}`)}
            {summary.tableName ? ` · ${summary.tableName}` : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {t('outbox.by', { name: operation.userName, time })}
          </Text>
        </Stack>
        {summary.amount !== undefined && (
          <Badge size="lg" variant="light">
            {money(summary.amount)}
          </Badge>
        )}
      </Group>
      {summary.items && summary.items.length > 0 && (
        <Text size="sm" mt={4}>
          {summary.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
        </Text>
      )}
      {refusal && (
        <>
          <Text size="sm" c="red.8" mt="xs" fw={600}>
            {describeError(new ApiError(refusal.status, refusal.code as ApiError['code'], refusal.message), t)}
          </Text>
          <Group mt="sm" gap="sm">
            <Button variant="light" mih={44} onClick={() => void retryOperation(operation.id)}>
              {t('outbox.retry')}
            </Button>
            {onMove && (
              <Button variant="light" color="gray" mih={44} onClick={onMove}>
                {t('outbox.move')}
              </Button>
            )}
            <Button variant="subtle" color="red" mih={44} onClick={onDiscard}>
              {t('outbox.discard')}
            </Button>
          </Group>
        </>
      )}
    </Card>
  );
}

/** Issue 13 §4: the free tables this device knows of, to send a refused table's writes to one of them. */
function MoveDialog({ operation, onClose }: { operation: Operation | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const from = operation ? tableOf(operation) : null;
  const free = (client.getQueryData<Table[]>(floorKeys.tables) ?? []).filter(
    (table) => !table.busy && table.id !== from,
  );
  const [chosen, setChosen] = useState<string>('');
  const target = free.find((table) => table.id === chosen) ?? free[0];
  const move = () => {
    if (from && target) void moveToTable(from, { id: target.id, name: target.name });
    onClose();
  };
  return (
    <ConfirmDialog
      opened={operation !== null}
      title={t('outbox.moveTitle')}
      confirmLabel={t('outbox.moveConfirm')}
      onConfirm={move}
      onCancel={onClose}
    >
      <Stack gap="sm">
        <Text>{t('outbox.moveText', { table: operation?.summary.tableName ?? '' })}</Text>
        {free.length === 0 ? (
          <Text c="red.8">{t('outbox.noFreeTable')}</Text>
        ) : (
          <NativeSelect
            label={t('outbox.moveTo')}
            size="md"
            value={target?.id ?? ''}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={free.map((table) => ({ value: table.id, label: table.name }))}
          />
        )}
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * Issue 13 §4: what is dropped unsent is lost for good, so an Administrator's or Cashier's PIN,
 * checked by the server, approves it; the pad asks for it before anything is dropped.
 */
const discardWithPin = (id: string) => async (code?: string) => {
  if (code === undefined) throw new ApiError(403, 'PIN_REQUIRED', 'PIN required');
  await pinAuthorize(code);
  await discardOperation(id);
};

export default function OutboxDrawer({ onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const operations = useOperations();
  const [discarding, setDiscarding] = useState<Operation | null>(null);
  const [moving, setMoving] = useState<Operation | null>(null);
  const pin = usePinAuthorization();
  const pending = operations?.filter((operation) => operation.status === 'pending') ?? [];
  const attention = operations?.filter((operation) => operation.status === 'attention') ?? [];
  return (
    <SideDrawer title={t('outbox.title')} onClose={onClose}>
      {operations?.length === 0 && (
        <EmptyState
          icon={<IconCloudCheck size={40} stroke={1.5} />}
          title={t('outbox.title')}
          text={t('outbox.empty')}
        />
      )}
      <Stack gap="lg">
        {attention.length > 0 && (
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('outbox.attentionTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('outbox.attentionHint')}
            </Text>
            {attention.map((operation) => (
              <OperationCard
                key={operation.id}
                operation={operation}
                onDiscard={() => setDiscarding(operation)}
                {...(tableOf(operation) ? { onMove: () => setMoving(operation) } : {})}
              />
            ))}
          </Stack>
        )}
        {pending.length > 0 && (
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('outbox.pendingTitle')}
            </Title>
            {pending.map((operation) => (
              <OperationCard key={operation.id} operation={operation} onDiscard={() => setDiscarding(operation)} />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={discarding !== null}
        title={t('outbox.discardTitle')}
        confirmLabel={t('outbox.discard')}
        color="red"
        onConfirm={() => {
          if (discarding) void pin.authorize(discardWithPin(discarding.id));
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      >
        {t('outbox.discardText')}
      </ConfirmDialog>
      {pin.dialog}
      {moving && <MoveDialog operation={moving} onClose={() => setMoving(null)} />}
    </SideDrawer>
  );
}
