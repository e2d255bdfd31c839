import { type PriceSummary, percentOfBasisPoints } from '@comandero/domain';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';

function Row({
  label,
  value,
  strong,
  dimmed,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  dimmed?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" c={dimmed ? 'dimmed' : undefined}>
      <Text fz={strong ? 'lg' : 'md'} fw={strong ? 800 : 500}>
        {label}
      </Text>
      <Text fz={strong ? 'xl' : 'md'} fw={strong ? 800 : 600} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

interface PriceSummaryViewProps {
  summary: PriceSummary;
  /** Hidden where this payment's tip and total are shown apart (a part of an equally split bill). */
  withTotal?: boolean;
  /** Rows placed before the total (the tip of a part). */
  children?: ReactNode;
}

/**
 * Spec 01 §2/§9 price summary: subtotal, discount, taxes (one included in the prices is shown for
 * information only), tip, delivery value, total and value per person.
 */
export function PriceSummaryView({ summary, withTotal = true, children }: PriceSummaryViewProps) {
  const { t } = useTranslation();
  const format = useMoney();
  return (
    <Stack gap={6} aria-label={t('payment.summary.title')} role="group">
      <Row label={t('payment.summary.subtotal')} value={format(summary.subtotal)} testId="summary-subtotal" />
      {summary.discount > 0 && (
        <Row label={t('payment.summary.discount')} value={`-${format(summary.discount)}`} testId="summary-discount" />
      )}
      {summary.taxes.map((tax) => (
        <Row
          key={tax.name}
          dimmed={tax.includeCost}
          label={t(tax.includeCost ? 'payment.summary.taxIncluded' : 'payment.summary.tax', {
            name: tax.shortName || tax.name,
            rate: percentOfBasisPoints(tax.rateBp),
          })}
          value={format(tax.amount)}
        />
      ))}
      {summary.tip > 0 && <Row label={t('payment.summary.tip')} value={format(summary.tip)} testId="summary-tip" />}
      {summary.deliveryValue > 0 && <Row label={t('payment.summary.delivery')} value={format(summary.deliveryValue)} />}
      {children}
      {withTotal && (
        <>
          <Divider my={4} />
          <Row strong label={t('payment.summary.total')} value={format(summary.total)} testId="summary-total" />
          {summary.people > 1 && (
            <Row
              dimmed
              label={t('payment.summary.perPerson', { count: summary.people })}
              value={format(summary.perPerson)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
