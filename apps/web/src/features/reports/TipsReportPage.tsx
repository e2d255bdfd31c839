import { REPORT_PAGE_SIZE, type TipReportRow, type WaiterTipTotal } from '@comandero/domain';
import { Stack, Table, Text, Title } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { type Column, DataList } from '../../ui/DataList';
import { EmptyState } from '../../ui/EmptyState';
import { KEYBOARD_SCROLLABLE } from '../../ui/keyboardScrollable';
import { ListPager } from '../../ui/ListPager';
import { useMoney } from '../../ui/useMoney';
import { ExportMenu } from './ExportMenu';
import { ReportFilterSelect } from './ReportFilterSelect';
import { ReportLayout } from './ReportLayout';
import { ReportRangeFields, useReportRange } from './ReportRangeFields';
import { formatCloseDate } from './reportFormat';
import { exportReport, fetchTipReport, reportKeys } from './reports.api';
import { usePageFor } from './usePageFor';

/** Spec 02 §2 tips report (/settings/tips): completed orders with their tip, totals per waiter. */
export default function TipsReportPage() {
  const { t, i18n } = useTranslation();
  const format = useMoney();
  const { range, valid, filter: days } = useReportRange();
  const [waiterId, setWaiterId] = useState('');
  const [waiters, setWaiters] = useState<Record<string, string>>({});
  const filter = { ...days, ...(waiterId ? { waiterId } : {}) };
  const [page, setPage] = usePageFor(filter);
  const report = useQuery({
    queryKey: reportKeys.tips(page - 1, filter),
    queryFn: () => fetchTipReport(page - 1, filter),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  // The waiter filter offers every waiter seen in the range's totals.
  const byWaiter = report.data?.byWaiter;
  useEffect(() => {
    if (!byWaiter) return;
    setWaiters((known) => {
      const next = { ...known };
      for (const row of byWaiter) if (row.waiterId) next[row.waiterId] = row.waiter ?? '';
      return next;
    });
  }, [byWaiter]);

  const columns: Column<TipReportRow>[] = [
    { key: 'closeDate', label: t('reports.columns.closeDate'), render: (row) => formatCloseDate(row.closeDate) },
    {
      key: 'table',
      label: t('reports.columns.table'),
      render: (row) => row.table ?? t(`reports.channels.${row.methodDelivery}`, { defaultValue: row.methodDelivery }),
    },
    { key: 'waiter', label: t('reports.columns.waiter'), render: (row) => row.waiter ?? '—' },
    { key: 'customer', label: t('reports.columns.customer'), render: (row) => row.customer ?? '—' },
    { key: 'methodPay', label: t('reports.columns.methodPay'), render: (row) => row.methodPay },
    {
      key: 'methodDelivery',
      label: t('reports.columns.methodDelivery'),
      render: (row) => t(`reports.channels.${row.methodDelivery}`, { defaultValue: row.methodDelivery }),
    },
    { key: 'total', label: t('reports.columns.total'), render: (row) => format(row.total) },
    {
      key: 'tip',
      label: t('reports.columns.tip'),
      render: (row) => (
        <Text fw={700} span style={{ whiteSpace: 'nowrap' }}>
          {format(row.tip)}
        </Text>
      ),
    },
  ];
  const data = report.data;
  const totals = data?.totals ?? { orders: 0, total: 0, tip: 0 };

  return (
    <ReportLayout
      title={t('reports.tips.title')}
      text={t('reports.tips.text')}
      disabled={!valid}
      query={report}
      filters={
        <>
          <ReportRangeFields range={range} />
          <ReportFilterSelect
            label={t('reports.columns.waiter')}
            value={waiterId}
            onChange={setWaiterId}
            allLabel={t('reports.allWaiters')}
            options={Object.entries(waiters).map(([value, label]) => ({ value, label }))}
          />
        </>
      }
      exportMenu={
        <ExportMenu
          disabled={!valid}
          onExport={(kind) =>
            exportReport('/reports/tips/export', { filter }, kind, i18n.language, t('reports.tips.file'))
          }
        />
      }
      totals={[
        { label: t('reports.totals.orders'), value: String(totals.orders) },
        { label: t('reports.totals.sales'), value: format(totals.total) },
        { label: t('reports.totals.tips'), value: format(totals.tip) },
      ]}
    >
      {data && data.totalElements === 0 ? (
        <EmptyState
          icon={<IconCoin size={40} stroke={1.5} />}
          title={t('reports.emptyTitle')}
          text={t('reports.emptyText')}
        />
      ) : data ? (
        <Stack gap="md">
          <WaiterTotals rows={data.byWaiter} format={format} />
          <DataList
            label={t('reports.tips.title')}
            rows={data.content}
            columns={columns}
            rowKey={(row) => row.orderId}
          />
          <ListPager
            page={page}
            pageSize={REPORT_PAGE_SIZE}
            total={data.totalElements}
            countLabel={t('reports.orders', { count: data.totalElements })}
            onChange={setPage}
          />
        </Stack>
      ) : null}
    </ReportLayout>
  );
}

function WaiterTotals({ rows, format }: { rows: WaiterTipTotal[]; format: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('reports.tips.byWaiter')}
      </Title>
      <Table.ScrollContainer minWidth={300} scrollAreaProps={KEYBOARD_SCROLLABLE}>
        <Table striped withTableBorder horizontalSpacing="xs" aria-label={t('reports.tips.byWaiter')} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reports.columns.waiter')}</Table.Th>
              <Table.Th ta="right">{t('reports.totals.orders')}</Table.Th>
              <Table.Th ta="right">{t('reports.totals.sales')}</Table.Th>
              <Table.Th ta="right">{t('reports.totals.tips')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.waiterId ?? 'none'}>
                <Table.Td>{row.waiter ?? t('reports.noWaiter')}</Table.Td>
                <Table.Td ta="right">{row.orders}</Table.Td>
                <Table.Td ta="right">{format(row.total)}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {format(row.tip)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
