import type { StockCountReport } from '@comandero/domain';
import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../i18n';
import { SETTINGS_PHONE_QUERY } from '../../ui/DataList';
import { useQuantity } from '../../ui/quantity';
import { useMoney } from '../../ui/useMoney';

/** The variance report a count answers: theoretical against counted, and what each difference is worth. */
export function StockCountReportTable({ report }: { report: StockCountReport }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const inUnit = useQuantity();
  const phone = useMediaQuery(SETTINGS_PHONE_QUERY, false, { getInitialValueInEffect: false });
  const tone = (value: number) => (value < 0 ? 'red.8' : value > 0 ? 'teal.9' : undefined);
  if (phone) {
    // Five columns do not fit a phone: one card per ingredient, its four figures labelled.
    const figure = (label: string, value: string, color?: string) => (
      <div>
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} c={color}>
          {value}
        </Text>
      </div>
    );
    return (
      <Stack gap="sm" role="list" aria-label={t('purchasing.count.report')}>
        {report.lines.map((line) => (
          <Paper key={line.ingredientId} withBorder radius="md" p="sm" role="listitem" aria-label={line.name}>
            <Text fw={700} mb={6}>
              {line.name}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              {figure(t('purchasing.count.theoretical'), inUnit(line.theoretical, line.unit))}
              {figure(t('purchasing.count.countedHeader'), inUnit(line.counted, line.unit))}
              {figure(t('purchasing.count.difference'), inUnit(line.difference, line.unit), tone(line.difference))}
              {figure(t('purchasing.count.value'), formatMoney(line.value), tone(line.value))}
            </SimpleGrid>
          </Paper>
        ))}
        <Group justify="space-between" px="sm">
          <Text fw={700}>{t('purchasing.count.totalValue')}</Text>
          <Text fw={700} data-testid="count-total-value">
            {formatMoney(report.totalValue)}
          </Text>
        </Group>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('purchasing.count.report')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchasing.count.ingredient')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.count.theoretical')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.count.countedHeader')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.count.difference')}</Table.Th>
            <Table.Th ta="right">{t('purchasing.count.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.lines.map((line) => (
            <Table.Tr key={line.ingredientId}>
              <Table.Td fw={700}>{line.name}</Table.Td>
              <Table.Td ta="right">{inUnit(line.theoretical, line.unit)}</Table.Td>
              <Table.Td ta="right">{inUnit(line.counted, line.unit)}</Table.Td>
              <Table.Td ta="right">
                <Text span c={tone(line.difference)} fw={600}>
                  {inUnit(line.difference, line.unit)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text span c={tone(line.value)}>
                  {formatMoney(line.value)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>{t('purchasing.count.totalValue')}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="count-total-value">
              {formatMoney(report.totalValue)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}
