import { type CashCountRow, REPORT_PAGE_SIZE } from '@comandero/domain';
import { ActionIcon, Stack } from '@mantine/core';
import { IconCash, IconEye } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { type Column, DataList } from '../../ui/DataList';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { useMoney } from '../../ui/useMoney';
import { CashCountDrawer, OverShort } from './CashCountDrawer';
import { ExportMenu } from './ExportMenu';
import { ReportFilterSelect } from './ReportFilterSelect';
import { ReportLayout } from './ReportLayout';
import { ReportRangeFields, useReportRange } from './ReportRangeFields';
import { formatCloseDate } from './reportFormat';
import { exportReport, fetchCashCountReport, fetchCashiers, reportKeys } from './reports.api';
import { usePageFor } from './usePageFor';

/** Spec 02 §2 cash-count report (/settings/cashier_movements): each close's system vs counted and over/short. */
export default function CashCountReportPage() {
  const { t, i18n } = useTranslation();
  const format = useMoney();
  const { range, valid, filter: days } = useReportRange();
  const [cashierId, setCashierId] = useState('');
  const [userId, setUserId] = useState('');
  const [viewing, setViewing] = useState<CashCountRow | null>(null);
  const filter = { ...days, ...(cashierId ? { cashierId } : {}), ...(userId ? { userId } : {}) };
  const [page, setPage] = usePageFor(filter);
  const report = useQuery({
    queryKey: reportKeys.cashCounts(page - 1, filter),
    queryFn: () => fetchCashCountReport(page - 1, filter),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const cashiers = useQuery({ queryKey: reportKeys.cashiers, queryFn: fetchCashiers });
  // The user filter offers everyone assigned to a cashier box.
  const users = new Map(cashiers.data?.flatMap((cashier) => cashier.users.map((user) => [user.id, user.name])));
  const columns: Column<CashCountRow>[] = [
    { key: 'closeDate', label: t('reports.cashCounts.closeDate'), render: (row) => formatCloseDate(row.closeDate) },
    { key: 'cashier', label: t('reports.cashCounts.cashier'), render: (row) => row.cashier.name },
    { key: 'closedBy', label: t('reports.cashCounts.closedBy'), render: (row) => row.closedBy?.name ?? '—' },
    { key: 'system', label: t('reports.cashCounts.system'), nowrap: true, render: (row) => format(row.totalBySystem) },
    { key: 'counted', label: t('reports.cashCounts.counted'), nowrap: true, render: (row) => format(row.totalByUser) },
    {
      key: 'difference',
      label: t('reports.cashCounts.difference'),
      nowrap: true,
      render: (row) => <OverShort amount={row.difference} />,
    },
  ];
  const data = report.data;
  const totals = data?.totals;

  return (
    <ReportLayout
      title={t('reports.cashCounts.title')}
      text={t('reports.cashCounts.text')}
      disabled={!valid}
      query={report}
      filters={
        <>
          <ReportRangeFields range={range} />
          <ReportFilterSelect
            label={t('reports.cashCounts.cashier')}
            value={cashierId}
            onChange={setCashierId}
            allLabel={t('reports.allCashiers')}
            options={(cashiers.data ?? []).map((cashier) => ({ value: cashier.id, label: cashier.name }))}
          />
          <ReportFilterSelect
            label={t('reports.cashCounts.user')}
            value={userId}
            onChange={setUserId}
            allLabel={t('reports.allUsers')}
            options={[...users].map(([value, label]) => ({ value, label }))}
          />
        </>
      }
      exportMenu={
        <ExportMenu
          disabled={!valid}
          onExport={(kind) =>
            exportReport('/reports/cash-counts/export', { filter }, kind, i18n.language, t('reports.cashCounts.file'))
          }
        />
      }
      totals={[
        { label: t('reports.cashCounts.movements'), value: String(totals?.movements ?? 0) },
        { label: t('reports.cashCounts.system'), value: format(totals?.totalBySystem ?? 0) },
        { label: t('reports.cashCounts.counted'), value: format(totals?.totalByUser ?? 0) },
        { label: t('reports.cashCounts.difference'), value: format(totals?.difference ?? 0) },
      ]}
    >
      {data && data.totalElements === 0 ? (
        <EmptyState
          icon={<IconCash size={40} stroke={1.5} />}
          title={t('reports.emptyTitle')}
          text={t('reports.cashCounts.emptyText')}
        />
      ) : data ? (
        <Stack gap="md">
          <DataList
            label={t('reports.cashCounts.title')}
            rows={data.content}
            columns={columns}
            rowKey={(row) => row.movementId}
            onOpen={(row) => setViewing(row)}
            actions={(row) => (
              <ActionIcon
                variant="subtle"
                size={44}
                aria-label={t('reports.cashCounts.view', {
                  cashier: row.cashier.name,
                  date: formatCloseDate(row.closeDate),
                })}
                onClick={() => setViewing(row)}
              >
                <IconEye size={22} />
              </ActionIcon>
            )}
          />
          <ListPager
            page={page}
            pageSize={REPORT_PAGE_SIZE}
            total={data.totalElements}
            countLabel={t('reports.cashCounts.count', { count: data.totalElements })}
            onChange={setPage}
          />
        </Stack>
      ) : null}
      {viewing && <CashCountDrawer row={viewing} onClose={() => setViewing(null)} />}
    </ReportLayout>
  );
}
