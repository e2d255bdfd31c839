import { DELIVERY_FEES_MAX } from '@comandero/domain';
import { ActionIcon, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { fieldError } from './fieldError';
import { canAddDeliveryFee, type FormErrors } from './preferencesForm';

interface DeliveryFeeRowsProps {
  fees: string[];
  errors: FormErrors;
  onChange(fees: string[]): void;
}

/** The usual delivery fees, each a money field with its remove button; the delivery form offers them as chips. */
export function DeliveryFeeRows({ fees, errors, onChange }: DeliveryFeeRowsProps) {
  const { t } = useTranslation();
  const full = !canAddDeliveryFee(fees);

  return (
    <>
      {fees.length === 0 ? (
        <Text c="dimmed">{t('preferences.deliveryFees.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" verticalSpacing="sm">
          {fees.map((fee, index) => (
            <TextInput
              // biome-ignore lint/suspicious/noArrayIndexKey: a fee has no id; its place is its identity
              key={index}
              label={t('preferences.deliveryFees.fee', { number: index + 1 })}
              size="md"
              inputMode="decimal"
              value={fee}
              error={fieldError(errors, `deliveryFees.${index}`, t)}
              onChange={(event) => {
                const text = event.currentTarget.value;
                onChange(fees.map((other, at) => (at === index ? text : other)));
              }}
              rightSection={
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={40}
                  aria-label={t('preferences.deliveryFees.remove', { number: index + 1 })}
                  onClick={() => onChange(fees.filter((_, at) => at !== index))}
                >
                  <IconX size={18} />
                </ActionIcon>
              }
              rightSectionWidth={44}
            />
          ))}
        </SimpleGrid>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          size="md"
          h={44}
          leftSection={<IconPlus size={18} />}
          disabled={full}
          onClick={() => onChange([...fees, ''])}
        >
          {t('preferences.deliveryFees.add')}
        </Button>
        {full && (
          <Text c="dimmed" fz="sm">
            {t('preferences.deliveryFees.max', { max: DELIVERY_FEES_MAX })}
          </Text>
        )}
      </Group>
    </>
  );
}
