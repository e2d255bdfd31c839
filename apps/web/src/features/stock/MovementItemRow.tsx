import { type Ingredient, money, parseQuantity, UNITS, unitValueOf } from '@comandero/domain';
import { ActionIcon, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { MoneyInput } from '../../ui/MoneyInput';
import { useMoney } from '../../ui/useMoney';
import { QuantityInput } from './QuantityInput';

export interface MovementItemDraft {
  ingredient: Ingredient;
  quantity: string;
  cost: number | undefined;
  expiration: string;
  decrease: boolean;
}

interface MovementItemRowProps {
  item: MovementItemDraft;
  /** 'Ajuste a Ingrediente/Receta' carries its own sign: the row says whether it takes. */
  signed: boolean;
  error?: string;
  /** Spec 02 §5: each item's purchase value is required. */
  costError?: string;
  onChange(item: MovementItemDraft): void;
  onRemove(): void;
}

/** One item of a movement: quantity in the ingredient's unit, total cost, expiration, and the unit value it gives. */
export function MovementItemRow({ item, signed, error, costError, onChange, onRemove }: MovementItemRowProps) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const { unit } = item.ingredient;
  const stored = parseQuantity(item.quantity, unit);
  const unitValue = stored && stored > 0 && item.cost ? unitValueOf(money(item.cost), stored, unit) : null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{item.ingredient.name}</Text>
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label={t('stock.movement.removeItem', { name: item.ingredient.name })}
            onClick={onRemove}
          >
            <IconTrash size={20} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <QuantityInput
            label={t('stock.movement.quantity', { unit: UNITS[unit].abbreviation })}
            withAsterisk
            unit={unit}
            value={item.quantity}
            onChange={(quantity) => onChange({ ...item, quantity })}
            error={error}
          />
          <MoneyInput
            label={t('stock.movement.itemCost')}
            withAsterisk
            error={costError}
            value={item.cost}
            onChange={(cost) => onChange({ ...item, cost })}
          />
          <TextInput
            size="md"
            type="date"
            label={t('stock.movement.expiration')}
            value={item.expiration}
            onChange={(event) => onChange({ ...item, expiration: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          {signed ? (
            <Checkbox
              size="md"
              label={t('stock.movement.decrease')}
              checked={item.decrease}
              onChange={(event) => onChange({ ...item, decrease: event.currentTarget.checked })}
            />
          ) : (
            <span />
          )}
          {unitValue !== null && (
            <Text fz="sm" c="dimmed">
              {t('stock.movement.unitValue', { value: formatMoney(unitValue), unit: UNITS[unit].abbreviation })}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
