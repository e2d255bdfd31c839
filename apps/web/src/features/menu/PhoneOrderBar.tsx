import { orderSubtotal, type Table } from '@comandero/domain';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { useOrderLines } from '../cart';

/**
 * Issue 14 §2: on a phone the order sits below the menu; this bar keeps its count and total in view
 * above the footer and opens it (its send and charge actions then stick above the footer too).
 */
export function PhoneOrderBar({ table }: { table: Table }) {
  const { t } = useTranslation();
  const format = useMoney();
  const { lines } = useOrderLines(table.id);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (count === 0) return null;
  const total = orderSubtotal(lines);
  return (
    <UnstyledButton
      hiddenFrom="md"
      w="100%"
      mt="md"
      px="md"
      py="sm"
      bg="var(--mantine-primary-color-filled)"
      c="white"
      style={{
        position: 'sticky',
        bottom: 'calc(var(--app-shell-footer-offset, 0rem) + 8px)',
        zIndex: 3,
        borderRadius: 'var(--mantine-radius-lg)',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
      onClick={() => document.getElementById('order-panel')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconChevronDown size={20} aria-hidden />
          <Text fw={700}>{t('menu.orderBar', { count })}</Text>
        </Group>
        <Text fw={800} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {format(total)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
