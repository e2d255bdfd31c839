import {
  DISCOUNT_OTHER_MAX,
  DISCOUNT_REASONS,
  discountAmount,
  type Money,
  money,
  type SalesDiscount,
} from '@comandero/domain';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDiscount, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { notifyError } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { useCurrency, useMoney } from '../../ui/useMoney';
import { AmountField } from './AmountField';
import { acceptedValue, type DiscountValues, discountResolver, discountValuesOf } from './discountForm';

interface SalesDiscountDialogProps {
  subtotal: Money;
  current: SalesDiscount | null;
  /** Saves the discount, or takes it off (null). */
  onApply(discount: SalesDiscount | null): Promise<void>;
  onClose(): void;
}

/** Spec 01 §2/§5 sales discount form (SALES context): reason, type USD or PERCENT, and the value. */
export default function SalesDiscountDialog({ subtotal, current, onApply, onClose }: SalesDiscountDialogProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const currency = useCurrency();
  const [removing, setRemoving] = useState(false);
  const { control, handleSubmit, formState, setValue } = useForm<DiscountValues, unknown, SalesDiscount>({
    resolver: discountResolver(subtotal, currency),
    defaultValues: discountValuesOf(current, currency),
  });
  const { errors, isSubmitting } = formState;
  const [reason, type, value] = useWatch({ control, name: ['reason', 'type', 'value'] });
  const accepted = acceptedValue({ type, value }, subtotal, currency);
  const preview = discountAmount(subtotal, accepted === null ? null : { type, value: accepted });
  const message = (text: string | undefined) => {
    if (text === undefined) return undefined;
    if (text === 'REQUIRED') return t('validation.REQUIRED');
    return type === 'USD' ? t('sales.errors.overSubtotal') : t('sales.errors.overPercent');
  };

  const apply = async (discount: SalesDiscount | null) => {
    try {
      await onApply(discount);
      onClose();
    } catch (error) {
      notifyError(error, t('sales.error'));
    }
  };

  const footer = (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      {current ? (
        <Button
          variant="subtle"
          color="red"
          size="lg"
          px="sm"
          leftSection={<IconTrash size={20} />}
          loading={removing}
          onClick={() => {
            setRemoving(true);
            void apply(null).finally(() => setRemoving(false));
          }}
        >
          {t('sales.remove')}
        </Button>
      ) : (
        <Button variant="default" size="lg" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      )}
      <Button
        type="submit"
        form="sales-discount-form"
        size="lg"
        loading={isSubmitting}
        leftSection={<IconDiscount size={22} />}
      >
        {t('sales.apply')}
      </Button>
    </Group>
  );

  return (
    <SideDrawer title={t('sales.title')} onClose={onClose} footer={footer} size="md">
      <form id="sales-discount-form" noValidate onSubmit={handleSubmit((discount) => apply(discount))}>
        <Stack gap="lg">
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <ChoiceButtons
                label={t('sales.reason')}
                choices={DISCOUNT_REASONS.map((key) => ({ key, label: t(`sales.reasons.${key}`) }))}
                value={field.value}
                onChange={field.onChange}
                error={message(errors.reason?.message)}
              />
            )}
          />
          {reason === 'other' && (
            <Controller
              control={control}
              name="other"
              render={({ field }) => (
                <TextInput
                  label={t('sales.other')}
                  withAsterisk
                  size="md"
                  maxLength={DISCOUNT_OTHER_MAX}
                  value={field.value}
                  onChange={field.onChange}
                  error={message(errors.other?.message)}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <ChoiceButtons
                label={t('sales.type')}
                grow
                choices={[
                  { key: 'PERCENT', label: t('sales.types.PERCENT') },
                  { key: 'USD', label: t('sales.types.USD') },
                ]}
                value={field.value}
                onChange={(key) => {
                  field.onChange(key);
                  // A percent typed is not an amount, nor the other way round.
                  setValue('value', '');
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="value"
            render={({ field }) => (
              <AmountField
                label={t('sales.value')}
                text={field.value}
                onChange={field.onChange}
                kind={type === 'USD' ? { money: currency } : 'percent'}
                error={message(errors.value?.message)}
                testId="discount-value"
              />
            )}
          />
          <Paper withBorder radius="md" p="sm" data-testid="discount-preview">
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed">{t('sales.subtotal')}</Text>
              <Text fw={600}>{format(subtotal)}</Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed">{t('sales.off')}</Text>
              <Text fw={700}>-{format(preview)}</Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text c="dimmed">{t('sales.newSubtotal')}</Text>
              <Text fw={700}>{format(money(subtotal - preview))}</Text>
            </Group>
          </Paper>
        </Stack>
      </form>
    </SideDrawer>
  );
}
