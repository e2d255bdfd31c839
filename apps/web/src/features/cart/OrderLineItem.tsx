import type { OrderLine } from '@comandero/domain';
import { ActionIcon, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconClock, IconNote, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { isSendQueued } from '../table';

interface OrderLineItemProps {
  line: OrderLine;
  /** Added on this tablet and not saved yet: shown, but not editable. */
  saving: boolean;
  busy: boolean;
  /** The user's grants (spec 01 §6): without them the control is not offered; the server refuses too. */
  mayEdit: boolean;
  /** Removing an unsent line; a sent one may still be removed with an approving PIN. */
  mayRemove: boolean;
  onEdit(line: OrderLine): void;
  onRemove(line: OrderLine): void;
}

/** One line of the order: how many, what, how (size, extras, note), its total and its actions. */
export function OrderLineItem({ line, saving, busy, mayEdit, mayRemove, onEdit, onRemove }: OrderLineItemProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const queued = isSendQueued(line);
  const options = [line.size?.name, ...line.extras.map((extra) => extra.name)].filter(Boolean).join(' · ');
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py={6} data-line-id={line.id}>
      <Text fw={800} miw={30} ta="right" aria-label={t('cart.quantity', { count: line.quantity })}>
        {line.quantity}×
      </Text>
      <Stack gap={2} flex={1} miw={0}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {line.name}
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {format(line.unitPrice * line.quantity)}
          </Text>
        </Group>
        {options && (
          <Text fz="sm" c="dimmed" lh={1.3}>
            {options}
          </Text>
        )}
        {line.note && (
          <Group gap={4} wrap="nowrap" align="flex-start" c="dimmed">
            <IconNote size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="sm" fs="italic" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {line.note}
            </Text>
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="wrap">
            {queued ? (
              // Kept on this device: neutral, not the green of a line the kitchen has (issue 30 §5).
              <Badge color="gray" variant="light" leftSection={<IconClock size={12} />}>
                {t('cart.queued')}
              </Badge>
            ) : (
              line.sentQuantity > 0 && (
                <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
                  {t('cart.sent')}
                </Badge>
              )
            )}
            {saving && (
              <Group gap={4} wrap="nowrap">
                <Loader size={12} />
                <Text fz="xs" c="dimmed">
                  {t('cart.saving')}
                </Text>
              </Group>
            )}
            {line.quantity > 1 && (
              <Text fz="xs" c="dimmed">
                {t('cart.unitPrice', { price: format(line.unitPrice) })}
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            {mayEdit && (
              <ActionIcon
                size={44}
                variant="subtle"
                aria-label={t('cart.edit', { name: line.name })}
                disabled={saving || busy}
                onClick={() => onEdit(line)}
              >
                <IconPencil size={22} />
              </ActionIcon>
            )}
            {(mayRemove || line.sentQuantity > 0) && (
              <ActionIcon
                size={44}
                variant="subtle"
                color="red"
                aria-label={t('cart.remove', { name: line.name })}
                disabled={saving}
                loading={busy}
                onClick={() => onRemove(line)}
              >
                <IconTrash size={22} />
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Stack>
    </Group>
  );
}
