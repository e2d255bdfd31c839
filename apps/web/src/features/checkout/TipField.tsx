import { type Money, percentOfBasisPoints, TIP_JAR_SUGGESTIONS, type TipChoice } from '@comandero/domain';
import { useTranslation } from '../../i18n';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { useMoney } from '../../ui/useMoney';

interface TipFieldProps {
  value: TipChoice;
  /** The preferences' tip for this service type, or none. */
  suggestion: TipChoice;
  onChange(tip: TipChoice): void;
  /** What the chosen tip adds, shown beside the label. */
  amount: Money;
}

const keyOf = (tip: TipChoice): string =>
  tip.kind === 'percent' ? `percent-${tip.rateBp}` : tip.kind === 'amount' ? `amount-${tip.amount}` : 'none';

/** Spec 01 §9 tip: none, the preference's suggestion, or a tip-jar amount (4.000 to 10.000). */
export function TipField({ value, suggestion, onChange, amount }: TipFieldProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const options: TipChoice[] = [
    { kind: 'none' },
    ...(suggestion.kind === 'none' ? [] : [suggestion]),
    ...TIP_JAR_SUGGESTIONS.map((jar): TipChoice => ({ kind: 'amount', amount: jar })),
  ];
  const label = (tip: TipChoice) => {
    if (tip.kind === 'none') return t('payment.tip.none');
    if (tip.kind === 'percent') return t('payment.tip.suggested', { rate: percentOfBasisPoints(tip.rateBp) });
    return format(tip.amount);
  };
  return (
    <ChoiceButtons
      label={value.kind === 'none' ? t('payment.tip.title') : t('payment.tip.titleWith', { amount: format(amount) })}
      choices={options.map((tip) => ({ key: keyOf(tip), label: label(tip) }))}
      value={keyOf(value)}
      onChange={(key) => onChange(options.find((tip) => keyOf(tip) === key) ?? { kind: 'none' })}
    />
  );
}
