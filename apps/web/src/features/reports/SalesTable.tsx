import type { SalesFigures } from '@comandero/domain';
import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { KEYBOARD_SCROLLABLE } from '../../ui/keyboardScrollable';
import { useMoney } from '../../ui/useMoney';

const FIGURES = ['orders', 'total', 'tip', 'discount', 'deliveryValue', 'averageTicket'] as const;

/** One grouping of the sales report (by channel, method, day or hour): a line per group. */
export function SalesTable({
  title,
  groupLabel,
  rows,
}: {
  title: string;
  groupLabel: string;
  rows: readonly (SalesFigures & { label: string; key: string })[];
}) {
  const { t } = useTranslation();
  const format = useMoney();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={640} scrollAreaProps={KEYBOARD_SCROLLABLE}>
        <Table striped withTableBorder horizontalSpacing="xs" aria-label={title} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{groupLabel}</Table.Th>
              {FIGURES.map((figure) => (
                <Table.Th key={figure} ta="right">
                  {t(`reports.sales.columns.${figure}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {row.label}
                </Table.Td>
                {FIGURES.map((figure) => (
                  <Table.Td
                    key={figure}
                    ta="right"
                    fw={figure === 'total' ? 700 : undefined}
                    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {figure === 'orders' ? row.orders : format(row[figure])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
