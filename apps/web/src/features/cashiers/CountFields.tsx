import {
  type Currency,
  countsFreeAmount,
  type Denomination,
  type DenominationKind,
  denominationsOf,
  PIECES_MAX,
} from '@comandero/domain';
import { ActionIcon, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { type Control, Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { cashierMessage } from './cashierMessages';
import type { CountFormValues } from './countForm';

interface CountFieldsProps {
  control: Control<CountFormValues>;
  currency: Currency;
  errors: FieldErrors<CountFormValues>;
  disabled?: boolean;
}

const KINDS: readonly DenominationKind[] = ['coin', 'bill'];

function CountRow({
  control,
  denomination,
  errors,
  disabled,
}: Omit<CountFieldsProps, 'currency'> & { denomination: Denomination }) {
  const { t } = useTranslation();
  const format = useMoney();
  const { key, kind, value } = denomination;
  const name = `counts.${key}` as const;
  const pieces = useWatch({ control, name });
  const label = t(`cashiers.count.${kind}Pieces`, { value: format(value) });
  const error = cashierMessage(errors.counts?.[key]?.message, t);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const current = typeof field.value === 'number' ? field.value : 0;
        return (
          <Group gap="xs" wrap="nowrap" align="flex-start" data-denomination={key}>
            <Text fw={700} w={{ base: 78, xs: 84 }} pt={10} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {format(value)}
            </Text>
            <ActionIcon
              variant="default"
              radius="md"
              aria-label={t(`cashiers.count.${kind}Less`, { value: format(value) })}
              disabled={disabled || current <= 0}
              onClick={() => field.onChange(Math.max(0, current - 1))}
            >
              <IconMinus size={20} />
            </ActionIcon>
            <NumberInput
              ref={field.ref}
              name={field.name}
              aria-label={label}
              w={{ base: 64, xs: 80 }}
              size="md"
              inputMode="numeric"
              hideControls
              allowNegative={false}
              allowDecimal={false}
              max={PIECES_MAX}
              clampBehavior="strict"
              disabled={disabled}
              value={field.value}
              onChange={(next) => field.onChange(typeof next === 'number' ? next : '')}
              onBlur={field.onBlur}
              onFocus={(event) => event.currentTarget.select()}
              error={error}
              styles={{ input: { textAlign: 'center', fontWeight: 600, height: 44 } }}
            />
            <ActionIcon
              variant="default"
              radius="md"
              aria-label={t(`cashiers.count.${kind}More`, { value: format(value) })}
              disabled={disabled || current >= PIECES_MAX}
              onClick={() => field.onChange(Math.min(PIECES_MAX, current + 1))}
            >
              <IconPlus size={20} />
            </ActionIcon>
            <Text c="dimmed" fz="sm" ml="auto" pt={12} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {format(typeof pieces === 'number' ? pieces * value : 0)}
            </Text>
          </Group>
        );
      }}
    />
  );
}

/** Spec 01 §5 counting form: every coin and bill of the branch's currency, 0 or more pieces each. */
export function CountFields({ control, currency, errors, disabled }: CountFieldsProps) {
  const { t } = useTranslation();
  if (countsFreeAmount(currency)) {
    return (
      <Controller
        control={control}
        name="amount"
        render={({ field }) => (
          <TextInput
            {...field}
            label={t('cashiers.count.amount')}
            inputMode="decimal"
            leftSection="$"
            withAsterisk
            disabled={disabled}
            error={cashierMessage(errors.amount?.message, t)}
          />
        )}
      />
    );
  }
  const denominations = denominationsOf(currency);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="md">
      {KINDS.map((kind) => (
        <Stack key={kind} gap={8} role="group" aria-label={t(`cashiers.count.${kind}s`)}>
          <Text fw={700} fz="sm" tt="uppercase" c="dimmed">
            {t(`cashiers.count.${kind}s`)}
          </Text>
          {denominations
            .filter((denomination) => denomination.kind === kind)
            .map((denomination) => (
              <CountRow
                key={denomination.key}
                control={control}
                denomination={denomination}
                errors={errors}
                disabled={disabled}
              />
            ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
