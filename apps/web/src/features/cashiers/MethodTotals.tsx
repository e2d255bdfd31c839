import type { CashierCloseSummary } from '@comandero/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';

/** Counted − system: red when the drawer is short, teal when over, plain when it matches. */
export function Difference({ amount, size = 'md' }: { amount: number; size?: 'md' | 'xl' }) {
  const format = useMoney();
  const color = amount < 0 ? 'red' : amount > 0 ? 'teal' : undefined;
  return (
    <Text
      span
      fw={800}
      fz={size === 'xl' ? 26 : 'md'}
      c={color}
      data-difference={amount}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {amount > 0 ? '+' : ''}
      {format(amount)}
    </Text>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text c="dimmed" fz="xs" fw={600}>
        {label}
      </Text>
      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </div>
  );
}

interface MethodTotalsProps {
  summary: CashierCloseSummary;
  /** Methods in the branch's order; any other the orders used follows. */
  order: readonly string[];
  cashMethod: string | null;
  /** The counted field of a method (the close form's inputs); read-only figures otherwise. */
  counted?: (method: string) => ReactNode;
}

/** System, counted and difference per payment method, then the totals (spec 01 §4 close). */
export function MethodTotals({ summary, order, cashMethod, counted }: MethodTotalsProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const methods = [...new Set([...order, ...Object.keys(summary.methodsBySystem)])];
  return (
    <Stack gap="xs">
      {methods.map((method) => (
        <Paper key={method} withBorder radius="md" p="sm" data-method={method}>
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Text fw={700}>{method}</Text>
            {method === cashMethod && (
              <Badge variant="light" color="teal" tt="none">
                {t('cashiers.close.fromCount')}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={3} spacing="xs" verticalSpacing={0}>
            <Figure label={t('cashiers.close.system')}>{format(summary.methodsBySystem[method] ?? 0)}</Figure>
            {counted ? (
              counted(method)
            ) : (
              <Figure label={t('cashiers.close.counted')}>{format(summary.methodsByUser[method] ?? 0)}</Figure>
            )}
            <Figure label={t('cashiers.close.difference')}>
              <Difference amount={summary.differenceByMethod[method] ?? 0} />
            </Figure>
          </SimpleGrid>
        </Paper>
      ))}
      <Paper radius="md" p="sm" bg="var(--mantine-color-gray-0)" data-method="total">
        <Text fw={800} mb={6}>
          {t('cashiers.close.totals')}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={t('cashiers.close.system')}>{format(summary.totalBySystem)}</Figure>
          <Figure label={t('cashiers.close.counted')}>{format(summary.totalByUser)}</Figure>
          <Figure label={t('cashiers.close.difference')}>
            <Difference amount={summary.difference} />
          </Figure>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
