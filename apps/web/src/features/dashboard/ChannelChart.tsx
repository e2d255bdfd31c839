import '@mantine/charts/styles.layer.css';
import { DASHBOARD_CHANNELS } from '@comandero/domain';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, Table, Title } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { ScrollRegion } from './ScrollRegion';

export interface ChannelBucket {
  date: string;
  total: number;
  channels: Record<(typeof DASHBOARD_CHANNELS)[number], number>;
}

const COLORS = { onsite: 'blue.6', selfService: 'teal.6', delivery: 'orange.6' } as const;

/** 'YYYY-MM-DD HH' → '14:00'; 'YYYY-MM-DD' → '25/11'. */
export const bucketLabel = (date: string): string =>
  date.length > 10 ? `${date.slice(11, 13)}:00` : `${date.slice(8, 10)}/${date.slice(5, 7)}`;

interface ChannelChartProps {
  title: string;
  buckets: ChannelBucket[];
  format: (value: number) => string;
  testId: string;
}

/** A bar chart stacked by channel, with its data as a table for screen readers and on demand. */
export default function ChannelChart({ title, buckets, format, testId }: ChannelChartProps) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const label = (channel: (typeof DASHBOARD_CHANNELS)[number]) => t(`admin.dashboard.channels.${channel}`);
  // The table lists the hours or days that have something; the chart shows every one.
  const withOrders = buckets.filter((bucket) => bucket.total !== 0);
  const data = buckets.map((bucket) => ({ label: bucketLabel(bucket.date), ...bucket.channels }));
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={asTable ? <IconChartBar size={18} /> : <IconTable size={18} />}
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? t('admin.dashboard.showChart') : t('admin.dashboard.showTable')}
        </Button>
      </Group>
      {asTable ? (
        <ScrollRegion labelledBy={titleId} maxHeight={320}>
          <Table striped stickyHeader miw={420} aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.dashboard.bucket')}</Table.Th>
                {DASHBOARD_CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="right">
                    {label(channel)}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('admin.dashboard.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withOrders.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={DASHBOARD_CHANNELS.length + 2}>{t('admin.dashboard.noData')}</Table.Td>
                </Table.Tr>
              )}
              {withOrders.map((bucket) => (
                <Table.Tr key={bucket.date}>
                  <Table.Td>{bucketLabel(bucket.date)}</Table.Td>
                  {DASHBOARD_CHANNELS.map((channel) => (
                    <Table.Td key={channel} ta="right">
                      {format(bucket.channels[channel])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600}>
                    {format(bucket.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      ) : (
        <div role="img" aria-label={t('admin.dashboard.chartLabel', { title })}>
          <BarChart
            h={260}
            data={data}
            dataKey="label"
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={format}
            tickLine="y"
            series={DASHBOARD_CHANNELS.map((channel) => ({
              name: channel,
              label: label(channel),
              color: COLORS[channel],
            }))}
          />
        </div>
      )}
    </Card>
  );
}
