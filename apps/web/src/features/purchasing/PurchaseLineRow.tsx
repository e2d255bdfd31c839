import { UNITS } from '@comandero/domain';
import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { MoneyInput } from '../../ui/MoneyInput';
import type { PurchaseLine, PurchaseLineErrors } from './purchaseForm';

interface PurchaseLineRowProps {
  line: PurchaseLine;
  errors: PurchaseLineErrors | undefined;
  unitPrice: string | null;
  onChange(line: PurchaseLine): void;
  onRemove(): void;
}

/** One bought item: quantity in its unit, the line's total, and the unit price that follows. */
export function PurchaseLineRow({ line, errors, unitPrice, onChange, onRemove }: PurchaseLineRowProps) {
  const { t } = useTranslation();
  const unit = UNITS[line.ingredient.unit].abbreviation;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap" data-testid="purchase-line">
      <Text fw={700} style={{ flex: '2 1 160px' }} pt={34}>
        {line.ingredient.name}
      </Text>
      <TextInput
        size="md"
        style={{ flex: '1 1 120px' }}
        label={t('purchasing.purchases.quantity', { unit })}
        inputMode="decimal"
        value={line.quantity}
        onChange={(event) => onChange({ ...line, quantity: event.currentTarget.value })}
        error={errors?.quantity && t(`purchasing.purchases.errors.${errors.quantity}`)}
      />
      <MoneyInput
        style={{ flex: '1 1 140px' }}
        label={t('purchasing.purchases.itemTotal')}
        value={line.total}
        onChange={(total) => onChange({ ...line, total })}
        error={errors?.total && t(`purchasing.purchases.errors.${errors.total}`)}
      />
      <div style={{ flex: '1 1 120px' }}>
        <Text fz="md" fw={500}>
          {t('purchasing.purchases.unitPrice')}
        </Text>
        <Text pt={8} data-testid="unit-price">
          {unitPrice ? t('purchasing.purchases.perUnit', { price: unitPrice, unit }) : '—'}
        </Text>
      </div>
      <ActionIcon
        size={44}
        mt={26}
        color="red"
        variant="subtle"
        aria-label={t('purchasing.purchases.removeItem', { name: line.ingredient.name })}
        onClick={onRemove}
      >
        <IconTrash size={22} />
      </ActionIcon>
    </Group>
  );
}
