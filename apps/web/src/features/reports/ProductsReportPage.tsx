import { type ProductReportRow, type ProductReportSort, REPORT_PAGE_SIZE } from '@comandero/domain';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { type Column, DataList } from '../../ui/DataList';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { useMoney } from '../../ui/useMoney';
import { ExportMenu } from './ExportMenu';
import { ReportLayout } from './ReportLayout';
import { ReportRangeFields, useReportRange } from './ReportRangeFields';
import { exportReport, fetchProductReport, reportKeys } from './reports.api';
import { usePageFor } from './usePageFor';

/** Spec 02 §2 products report (/settings/product_sales): quantity sold and sales per product, best or worst first. */
export default function ProductsReportPage() {
  const { t, i18n } = useTranslation();
  const format = useMoney();
  const { range, valid, filter } = useReportRange();
  const [sort, setSort] = useState<ProductReportSort>('top');
  const [page, setPage] = usePageFor({ filter, sort });
  const report = useQuery({
    queryKey: reportKeys.products(page - 1, filter, sort),
    queryFn: () => fetchProductReport(page - 1, filter, sort),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const columns: Column<ProductReportRow>[] = [
    { key: 'product', label: t('reports.columns.product'), render: (row) => row.product },
    { key: 'sku', label: t('reports.columns.sku'), render: (row) => row.sku ?? '—' },
    { key: 'quantity', label: t('reports.columns.quantity'), render: (row) => row.quantity },
    {
      key: 'sales',
      label: t('reports.columns.sales'),
      render: (row) => (
        <Text fw={700} span style={{ whiteSpace: 'nowrap' }}>
          {format(row.sales)}
        </Text>
      ),
    },
    { key: 'price', label: t('reports.columns.price'), render: (row) => format(row.price) },
  ];
  const data = report.data;
  return (
    <ReportLayout
      title={t('reports.products.title')}
      text={t('reports.products.text')}
      disabled={!valid}
      query={report}
      filters={
        <>
          <ReportRangeFields range={range} />
          <Stack gap={4} style={{ flex: '1 1 200px' }}>
            <Text size="md" fw={500} id="product-report-sort">
              {t('reports.products.sort')}
            </Text>
            <SegmentedControl
              size="md"
              aria-labelledby="product-report-sort"
              value={sort}
              onChange={(value) => setSort(value as ProductReportSort)}
              data={[
                { value: 'top', label: t('reports.products.top') },
                { value: 'bottom', label: t('reports.products.bottom') },
              ]}
            />
          </Stack>
        </>
      }
      exportMenu={
        <ExportMenu
          disabled={!valid}
          onExport={(kind) =>
            exportReport('/reports/products/export', { filter, sort }, kind, i18n.language, t('reports.products.file'))
          }
        />
      }
      totals={[
        { label: t('reports.totals.products'), value: String(data?.totalElements ?? 0) },
        { label: t('reports.totals.quantity'), value: String(data?.totals.quantity ?? 0) },
        { label: t('reports.totals.sales'), value: format(data?.totals.sales ?? 0) },
      ]}
    >
      {data && data.totalElements === 0 ? (
        <EmptyState
          icon={<IconChartBar size={40} stroke={1.5} />}
          title={t('reports.emptyTitle')}
          text={t('reports.emptyText')}
        />
      ) : data ? (
        <Stack gap="md">
          <DataList
            label={t('reports.products.title')}
            rows={data.content}
            columns={columns}
            rowKey={(row) => row.productId}
          />
          <ListPager
            page={page}
            pageSize={REPORT_PAGE_SIZE}
            total={data.totalElements}
            countLabel={t('reports.productCount', { count: data.totalElements })}
            onChange={setPage}
          />
        </Stack>
      ) : null}
    </ReportLayout>
  );
}
