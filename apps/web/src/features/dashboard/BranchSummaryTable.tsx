import type { BranchSummaryRow } from '@comandero/domain';
import { Card, Table, Title } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { ScrollRegion } from './ScrollRegion';

/** Spec 02 §2: the per-branch summary table of the range. */
export function BranchSummaryTable({ rows }: { rows: BranchSummaryRow[] }) {
  const { t } = useTranslation();
  const format = useMoney();
  const columns = [
    { key: 'orders', value: (row: BranchSummaryRow) => String(row.totalOrders) },
    { key: 'totalSales', value: (row: BranchSummaryRow) => format(row.totalSales) },
    { key: 'averageTicket', value: (row: BranchSummaryRow) => format(row.averageTicket) },
    { key: 'tips', value: (row: BranchSummaryRow) => format(row.tips) },
    { key: 'cancelled', value: (row: BranchSummaryRow) => String(row.cancelled) },
  ] as const;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="lg" mb="sm" id="branch-summary-title">
        {t('admin.dashboard.branches')}
      </Title>
      <ScrollRegion labelledBy="branch-summary-title">
        <Table striped miw={560} aria-labelledby="branch-summary-title" data-testid="branch-summary">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.dashboard.branch')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} ta="right">
                  {t(`admin.dashboard.cards.${column.key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.branchId}>
                <Table.Td fw={600}>{row.branch}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {column.value(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Card>
  );
}
