import { type CheckoutSettings, type Money, OBSERVATION_MAX } from '@comandero/domain';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { textOfAmount } from '../../ui/moneyText';
import { useMoney } from '../../ui/useMoney';
import { AmountField } from './AmountField';
import { isCash, liveChange, type PaymentErrors, type PaymentState, quickAmounts } from './payment';
import { usePaymentMessage } from './usePaymentMessage';

interface PaymentFieldsProps {
  settings: CheckoutSettings;
  total: Money;
  value: PaymentState;
  onChange(value: PaymentState): void;
  /** Shown once the person tried to charge. */
  errors: PaymentErrors;
}

/** Spec 01 §2/§5 payment form: the branch's methods; for cash the received amount with a pad and the change. */
export function PaymentFields({ settings, total, value, onChange, errors }: PaymentFieldsProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const message = usePaymentMessage();
  const cash = isCash(value.methodPay, settings);
  const change = liveChange(value.received, total, settings.currency);
  const set = (patch: Partial<PaymentState>) => onChange({ ...value, ...patch });

  return (
    <Stack gap="md">
      <ChoiceButtons
        label={t('payment.method')}
        choices={settings.paymentMethods.map((method) => ({ key: method.name, label: method.name }))}
        value={value.methodPay}
        onChange={(methodPay) => set({ methodPay })}
        error={message(errors.methodPay)}
      />
      {cash && (
        <Stack gap="sm">
          <AmountField
            label={t('payment.received')}
            text={value.received}
            onChange={(received) => set({ received })}
            kind={{ money: settings.currency }}
            error={message(errors.valueReceive)}
            testId="received"
          />
          <Paper withBorder radius="md" p="sm" bg={change && change > 0 ? 'teal.0' : undefined}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} fz="lg">
                {t('payment.change')}
              </Text>
              <Text fw={800} fz={26} data-testid="live-change" aria-live="polite">
                {format(change ?? 0)}
              </Text>
            </Group>
          </Paper>
        </Stack>
      )}
      <Textarea
        label={t('payment.observation')}
        value={value.observation}
        maxLength={OBSERVATION_MAX}
        rows={2}
        size="md"
        description={t('payment.observationCount', { count: value.observation.length, max: OBSERVATION_MAX })}
        inputWrapperOrder={['label', 'input', 'description']}
        error={message(errors.observation)}
        onChange={(event) => set({ observation: event.currentTarget.value })}
      />
    </Stack>
  );
}

interface QuickCashProps {
  settings: CheckoutSettings;
  total: Money;
  /** A charge is under way or cannot be made: the amounts wait. */
  disabled: boolean;
  /** Charges at once with the amount as the cash received. */
  onCharge(received: string): void;
}

/** Issue 14: the exact amount and the next round values, beside the total, each charging in one tap. */
export function QuickCash({ settings, total, disabled, onCharge }: QuickCashProps) {
  const { t } = useTranslation();
  const format = useMoney();
  return (
    <Group gap={8} wrap="wrap" role="group" aria-label={t('payment.quickAmounts')}>
      <Text fw={600} fz="sm" w="100%">
        {t('payment.quickAmounts')}
      </Text>
      {quickAmounts(total, settings.currency).map((amount, index) => (
        <Button
          key={amount}
          variant="light"
          h={44}
          fz="md"
          disabled={disabled}
          onClick={() => onCharge(textOfAmount(amount, settings.currency))}
        >
          {index === 0 ? t('payment.exact', { amount: format(amount) }) : format(amount)}
        </Button>
      ))}
    </Group>
  );
}
