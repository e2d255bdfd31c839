import { SERVICE_TYPES, type ServiceType } from '@comandero/domain';
import { Stack } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { useMoney } from '../../ui/useMoney';
import { ExportMenu } from './ExportMenu';
import { ReportFilterSelect } from './ReportFilterSelect';
import { ReportLayout } from './ReportLayout';
import { ReportRangeFields, useReportRange } from './ReportRangeFields';
import { exportReport, fetchOrderChannels, fetchSalesReport, reportKeys } from './reports.api';
import { SalesTable } from './SalesTable';

/**
 * Spec 02 §2 sales report (/settings/movement): completed orders by channel, payment method, day and
 * hour; filtered by service, order channel (spec 01 §3: POS, domicilios, …) and payment method.
 */
export default function SalesReportPage() {
  const { t, i18n } = useTranslation();
  const format = useMoney();
  const methods = useSession((state) => state.user?.branch?.paymentMethods) ?? [];
  const { range, valid, filter: days } = useReportRange();
  const [channel, setChannel] = useState<ServiceType | ''>('');
  const [orderChannel, setOrderChannel] = useState('');
  const [methodPay, setMethodPay] = useState('');
  const channels = useQuery({ queryKey: reportKeys.orderChannels, queryFn: fetchOrderChannels, staleTime: 300_000 });
  const filter = {
    ...days,
    ...(channel ? { channel } : {}),
    ...(orderChannel ? { orderChannel } : {}),
    ...(methodPay ? { methodPay } : {}),
  };
  const report = useQuery({
    queryKey: reportKeys.sales(filter),
    queryFn: () => fetchSalesReport(filter),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const channelName = (value: string) => t(`reports.channels.${value}`, { defaultValue: value });
  const data = report.data;
  const totals = data?.totals;

  return (
    <ReportLayout
      title={t('reports.sales.title')}
      text={t('reports.sales.text')}
      disabled={!valid}
      query={report}
      filters={
        <>
          <ReportRangeFields range={range} />
          <ReportFilterSelect
            label={t('reports.sales.channel')}
            value={channel}
            onChange={(value) => setChannel(value as ServiceType | '')}
            allLabel={t('reports.allChannels')}
            options={SERVICE_TYPES.map((value) => ({ value, label: channelName(value) }))}
          />
          <ReportFilterSelect
            label={t('reports.sales.orderChannel')}
            value={orderChannel}
            onChange={setOrderChannel}
            allLabel={t('reports.allChannels')}
            options={(channels.data ?? []).map(({ name }) => ({
              value: name,
              // The built-in channels have texts; a business's own shows its name.
              label: t(`reports.orderChannels.${name}`, { defaultValue: name }),
            }))}
          />
          <ReportFilterSelect
            label={t('reports.sales.methodPay')}
            value={methodPay}
            onChange={setMethodPay}
            allLabel={t('reports.allMethods')}
            options={methods.map((method) => ({ value: method.name, label: method.name }))}
          />
        </>
      }
      exportMenu={
        <ExportMenu
          disabled={!valid}
          onExport={(kind) =>
            exportReport('/reports/sales/export', { filter }, kind, i18n.language, t('reports.sales.file'))
          }
        />
      }
      totals={[
        { label: t('reports.totals.orders'), value: String(totals?.orders ?? 0) },
        { label: t('reports.totals.sales'), value: format(totals?.total ?? 0) },
        { label: t('reports.totals.tips'), value: format(totals?.tip ?? 0) },
        { label: t('reports.sales.totals.discounts'), value: format(totals?.discount ?? 0) },
        { label: t('reports.sales.totals.deliveryValues'), value: format(totals?.deliveryValue ?? 0) },
        { label: t('reports.sales.totals.averageTicket'), value: format(totals?.averageTicket ?? 0) },
      ]}
    >
      {data && data.totals.orders === 0 ? (
        <EmptyState
          icon={<IconChartBar size={40} stroke={1.5} />}
          title={t('reports.emptyTitle')}
          text={t('reports.emptyText')}
        />
      ) : data ? (
        <Stack gap="lg">
          <SalesTable
            title={t('reports.sales.byChannel')}
            groupLabel={t('reports.sales.channel')}
            rows={data.byChannel.map((row) => ({ ...row, key: row.channel, label: channelName(row.channel) }))}
          />
          <SalesTable
            title={t('reports.sales.byMethod')}
            groupLabel={t('reports.sales.methodPay')}
            rows={data.byMethod.map((row) => ({
              ...row,
              key: row.methodPay ?? '',
              label: row.methodPay ?? t('reports.sales.noMethod'),
            }))}
          />
          <SalesTable
            title={t('reports.sales.byDay')}
            groupLabel={t('reports.sales.day')}
            rows={data.byDay.map((row) => ({ ...row, key: row.day, label: row.day.replaceAll('-', '/') }))}
          />
          {/* The 24 hours are in the answer and the export; the screen lists the hours that sold. */}
          <SalesTable
            title={t('reports.sales.byHour')}
            groupLabel={t('reports.sales.hour')}
            rows={data.byHour
              .filter((row) => row.orders > 0)
              .map((row) => ({ ...row, key: String(row.hour), label: `${String(row.hour).padStart(2, '0')}:00` }))}
          />
        </Stack>
      ) : null}
    </ReportLayout>
  );
}
