import { LINE_QUANTITY_MAX } from '@comandero/domain';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';

/** How many: never below 1 (spec 01 §9), large − and + for touch. */
export function QuantityStepper({ value, onChange }: { value: number; onChange(value: number): void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" role="group" aria-label={t('menu.product.quantity')}>
      <ActionIcon
        size={48}
        radius="md"
        variant="default"
        aria-label={t('menu.product.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <IconMinus size={22} />
      </ActionIcon>
      <Text fw={800} fz={24} miw={44} ta="center" aria-live="polite" data-testid="quantity">
        {value}
      </Text>
      <ActionIcon
        size={48}
        radius="md"
        variant="default"
        aria-label={t('menu.product.increase')}
        disabled={value >= LINE_QUANTITY_MAX}
        onClick={() => onChange(Math.min(LINE_QUANTITY_MAX, value + 1))}
      >
        <IconPlus size={22} />
      </ActionIcon>
    </Group>
  );
}
