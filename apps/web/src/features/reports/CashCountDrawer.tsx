import type { CashCountRow } from '@comandero/domain';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { KEYBOARD_SCROLLABLE } from '../../ui/keyboardScrollable';
import { LabeledValue } from '../../ui/LabeledValue';
import { SideDrawer } from '../../ui/SideDrawer';
import { useMoney } from '../../ui/useMoney';
import { formatCloseDate } from './reportFormat';

/** Counted − system: red when short, teal when over, plain when it matches. */
export function OverShort({ amount }: { amount: number }) {
  const format = useMoney();
  return (
    <Text span fw={700} c={amount < 0 ? 'red.8' : amount > 0 ? 'teal.8' : undefined} data-difference={amount}>
      {amount > 0 ? '+' : ''}
      {format(amount)}
    </Text>
  );
}

/** One close of the cash-count report: who and when, then system, counted and over/short per method. */
export function CashCountDrawer({ row, onClose }: { row: CashCountRow; onClose(): void }) {
  const { t } = useTranslation();
  const format = useMoney();
  const right = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };
  return (
    <SideDrawer title={t('reports.cashCounts.detailTitle', { cashier: row.cashier.name })} onClose={onClose}>
      <Stack gap="lg">
        <SimpleGrid cols={2} spacing="md">
          <LabeledValue label={t('reports.cashCounts.openDate')}>{formatCloseDate(row.openDate)}</LabeledValue>
          <LabeledValue label={t('reports.cashCounts.closeDate')}>{formatCloseDate(row.closeDate)}</LabeledValue>
          <LabeledValue label={t('reports.cashCounts.openedBy')}>{row.openedBy?.name ?? '—'}</LabeledValue>
          <LabeledValue label={t('reports.cashCounts.closedBy')}>{row.closedBy?.name ?? '—'}</LabeledValue>
          <LabeledValue label={t('reports.cashCounts.amountEntered')}>{format(row.amountEntered)}</LabeledValue>
        </SimpleGrid>
        <Table.ScrollContainer minWidth={340} scrollAreaProps={KEYBOARD_SCROLLABLE}>
          <Table
            withTableBorder
            striped
            fz="sm"
            horizontalSpacing={6}
            aria-label={t('reports.cashCounts.detailTitle', { cashier: row.cashier.name })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.cashCounts.methodPay')}</Table.Th>
                <Table.Th ta="right">{t('reports.cashCounts.system')}</Table.Th>
                <Table.Th ta="right">{t('reports.cashCounts.counted')}</Table.Th>
                <Table.Th ta="right">{t('reports.cashCounts.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row.methods.map((method) => (
                <Table.Tr key={method.methodPay}>
                  <Table.Td fw={600}>{method.methodPay}</Table.Td>
                  <Table.Td {...right}>{format(method.system)}</Table.Td>
                  <Table.Td {...right}>{format(method.counted)}</Table.Td>
                  <Table.Td {...right}>
                    <OverShort amount={method.difference} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('reports.cashCounts.total')}</Table.Th>
                <Table.Th {...right}>{format(row.totalBySystem)}</Table.Th>
                <Table.Th {...right}>{format(row.totalByUser)}</Table.Th>
                <Table.Th {...right}>
                  <OverShort amount={row.difference} />
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        {row.observation && (
          <LabeledValue label={t('reports.cashCounts.observation')}>
            <Text span style={{ whiteSpace: 'pre-wrap' }}>
              {row.observation}
            </Text>
          </LabeledValue>
        )}
      </Stack>
    </SideDrawer>
  );
}
