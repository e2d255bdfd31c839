import { AppShell, Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { BrandMark } from '../../ui/BrandMark';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { LoadFailure } from '../../ui/LoadFailure';
import { LogoutButton } from '../../ui/LogoutButton';
import { PosButton } from '../../ui/PosButton';
import { useMoney } from '../../ui/useMoney';
import { BranchSummaryTable } from './BranchSummaryTable';
import { DashboardCards } from './DashboardCards';
import { DashboardFilters } from './DashboardFilters';
import { type DashboardQuery, dashboardKeys, fetchBranchSummary, fetchDashboardCharts } from './dashboard.api';
import { useDashboardRange } from './dashboardRange';

// The chart library is the heaviest part of the page: it loads after the cards.
const ChannelChart = lazy(() => import('./ChannelChart'));
const chartFallback = <Skeleton h={320} radius="md" />;

/** The administrator's dashboard (spec 02 §2): POS button, business, range, cards, charts by channel, branches. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const format = useMoney();
  const user = useSession((state) => state.user)!;
  const range = useDashboardRange();
  const [businessId, setBusinessId] = useState(user.business.id);
  const query: DashboardQuery = {
    dateStart: range.range.start,
    dateEnd: range.range.end,
    ...(businessId !== user.business.id ? { businessId } : {}),
  };
  const charts = useQuery({
    queryKey: dashboardKeys.charts(query),
    queryFn: () => fetchDashboardCharts(query),
    enabled: range.valid,
    placeholderData: keepPreviousData,
  });
  const branches = useQuery({
    queryKey: dashboardKeys.tables(query),
    queryFn: () => fetchBranchSummary(query),
    enabled: range.valid,
    placeholderData: keepPreviousData,
  });
  const data = charts.data;
  return (
    <AppShell header={{ height: 68 }} padding={{ base: 'sm', sm: 'xl' }}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <BrandMark compact />
            <Text fw={600} c="dimmed" visibleFrom="md">
              {t('admin.title')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <PosButton />
            <LanguageToggle />
            <LogoutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" px={0}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <div>
                <Title order={1} fz={{ base: 26, sm: 32 }}>
                  {t('admin.greeting', { name: user.name })}
                </Title>
                <Text c="dimmed" mt={4}>
                  {t('admin.intro', { business: user.business.name, branch: user.branch?.name ?? '' })}
                </Text>
              </div>
              <Button component={Link} to="/settings" variant="light" leftSection={<IconAdjustments size={18} />}>
                {t('admin.cards.settings.action')}
              </Button>
            </Group>
            <DashboardFilters range={range} businessId={businessId} onBusiness={setBusinessId} />
            {charts.isError && (
              <LoadFailure
                title={t('admin.dashboard.loadFailed')}
                text={t('admin.dashboard.loadFailedText')}
                onRetry={() => charts.refetch()}
              />
            )}
            {data ? (
              <>
                <DashboardCards totals={data} />
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                  <Suspense fallback={chartFallback}>
                    <ChannelChart
                      testId="chart-orders"
                      title={t('admin.dashboard.ordersChart')}
                      buckets={data.orders}
                      format={String}
                    />
                    <ChannelChart
                      testId="chart-sales"
                      title={t('admin.dashboard.salesChart')}
                      buckets={data.sales}
                      format={format}
                    />
                  </Suspense>
                </SimpleGrid>
              </>
            ) : (
              !charts.isError && <Skeleton h={400} radius="md" />
            )}
            {branches.data && <BranchSummaryTable rows={branches.data.rows} />}
            {branches.isError && !charts.isError && (
              <LoadFailure
                title={t('admin.dashboard.branchesFailed')}
                text={t('admin.dashboard.loadFailedText')}
                onRetry={() => branches.refetch()}
              />
            )}
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
