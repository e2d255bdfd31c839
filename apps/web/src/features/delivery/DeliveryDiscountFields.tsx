import { DISCOUNT_OTHER_MAX, DISCOUNT_REASONS, type DiscountType } from '@comandero/domain';
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { type DiscountDraft, hasDiscount, NO_DISCOUNT } from './deliveryDiscount';

interface DeliveryDiscountFieldsProps<Draft extends DiscountDraft> {
  draft: Draft;
  onChange(update: (current: Draft) => Draft): void;
  errorOf(field: keyof DiscountDraft): string | undefined;
}

/**
 * The delivery form's optional sales discount (spec 01 §3, §5), as the table's: a reason (other asks
 * for its text), the type USD or PERCENT and the value. Left empty, the delivery has no discount.
 */
export function DeliveryDiscountFields<Draft extends DiscountDraft>({
  draft,
  onChange,
  errorOf,
}: DeliveryDiscountFieldsProps<Draft>) {
  const { t } = useTranslation();
  const set = (fields: Partial<DiscountDraft>) => onChange((current) => ({ ...current, ...fields }));
  return (
    <Fieldset legend={t('delivery.discount.title')} variant="filled" radius="md">
      <Stack gap="md">
        <ChoiceButtons
          label={t('delivery.discount.reason')}
          choices={DISCOUNT_REASONS.map((key) => ({ key, label: t(`delivery.discount.reasons.${key}`) }))}
          value={draft.discountReason || null}
          onChange={(key) => set({ discountReason: key as DiscountDraft['discountReason'] })}
          error={errorOf('discountReason')}
        />
        {draft.discountReason === 'other' && (
          <TextInput
            label={t('delivery.discount.other')}
            withAsterisk
            size="md"
            maxLength={DISCOUNT_OTHER_MAX}
            value={draft.discountOther}
            onChange={(event) => set({ discountOther: event.currentTarget.value })}
            error={errorOf('discountOther')}
          />
        )}
        <ChoiceButtons
          label={t('delivery.discount.type')}
          grow
          choices={[
            { key: 'PERCENT', label: t('delivery.discount.types.PERCENT') },
            { key: 'USD', label: t('delivery.discount.types.USD') },
          ]}
          value={draft.discountType}
          // A percent typed is not an amount, nor the other way round.
          onChange={(key) => set({ discountType: key as DiscountType, discountValue: '' })}
        />
        <TextInput
          label={t('delivery.discount.value')}
          description={t('delivery.discount.hint')}
          value={draft.discountValue}
          onChange={(event) => set({ discountValue: event.currentTarget.value })}
          error={errorOf('discountValue')}
          inputMode={draft.discountType === 'USD' ? 'decimal' : 'numeric'}
          size="md"
          rightSection={draft.discountType === 'PERCENT' ? '%' : undefined}
        />
        {hasDiscount(draft) && (
          <Group>
            <Button variant="subtle" color="red" leftSection={<IconX size={18} />} onClick={() => set(NO_DISCOUNT)}>
              {t('delivery.discount.remove')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
