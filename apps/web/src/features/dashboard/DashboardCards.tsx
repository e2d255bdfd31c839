import type { DashboardTotals } from '@comandero/domain';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';

/** The cards: total sales, orders, average ticket, tips, discounts, cancelled/rejected. */
export function DashboardCards({ totals }: { totals: DashboardTotals }) {
  const { t } = useTranslation();
  const format = useMoney();
  const cards = [
    { key: 'totalSales', value: format(totals.totalSales) },
    { key: 'orders', value: String(totals.totalOrders) },
    { key: 'averageTicket', value: format(totals.averageTicket) },
    { key: 'tips', value: format(totals.tips) },
    { key: 'discounts', value: format(totals.discounts) },
    { key: 'cancelled', value: String(totals.cancelled) },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {cards.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="md" data-testid={`dashboard-card-${card.key}`}>
          <Text c="dimmed" fz="sm">
            {t(`admin.dashboard.cards.${card.key}`)}
          </Text>
          <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {card.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
