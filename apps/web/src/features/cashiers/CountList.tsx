import { type Currency, countTotal, denominationsOf } from '@comandero/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';

/** A stored count read back: the coins and bills that were there, or the free amount (MXN). */
export function CountList({ currency, detail }: { currency: Currency; detail: Readonly<Record<string, number>> }) {
  const { t } = useTranslation();
  const format = useMoney();
  const counted = denominationsOf(currency).filter((denomination) => (detail[denomination.key] ?? 0) > 0);
  const total = 'amount' in detail ? (detail.amount ?? 0) : countTotal(currency, detail);
  return (
    <Stack gap={4}>
      {counted.length === 0 && !('amount' in detail) && (
        <Text c="dimmed" fz="sm">
          {t('cashiers.detail.nothingCounted')}
        </Text>
      )}
      {counted.map(({ key, kind, value }) => (
        <Group key={key} justify="space-between" wrap="nowrap" data-denomination={key}>
          <Text fz="sm">
            {t(`cashiers.detail.${kind}`, { value: format(value) })} × {detail[key]}
          </Text>
          <Text fz="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {format((detail[key] ?? 0) * value)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('cashiers.count.total')}</Text>
        <Text fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {format(total)}
        </Text>
      </Group>
    </Stack>
  );
}
