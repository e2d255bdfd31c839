import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCloudCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { discardOperation, listOperations, retryOperation } from '../../app/outbox/attention';
import { listenToTabs } from '../../app/outbox/channel';
import type { Operation } from '../../app/outbox/operation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { SideDrawer } from '../../ui/SideDrawer';
import { useMoney } from '../../ui/useMoney';

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

function OperationCard({ operation, onDiscard }: { operation: Operation; onDiscard(): void }) {
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
            <Button variant="subtle" color="red" mih={44} onClick={onDiscard}>
              {t('outbox.discard')}
            </Button>
          </Group>
        </>
      )}
    </Card>
  );
}

export default function OutboxDrawer({ onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const operations = useOperations();
  const [discarding, setDiscarding] = useState<Operation | null>(null);
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
              <OperationCard key={operation.id} operation={operation} onDiscard={() => setDiscarding(operation)} />
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
          if (discarding) void discardOperation(discarding.id);
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      >
        {t('outbox.discardText')}
      </ConfirmDialog>
    </SideDrawer>
  );
}
