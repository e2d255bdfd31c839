import { Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { fieldError } from './fieldError';
import { type FormErrors, NEW_TAX, type TaxValues } from './preferencesForm';
import { RowFrame } from './RowFrame';

interface TaxRowsProps {
  taxes: TaxValues[];
  errors: FormErrors;
  onChange(taxes: TaxValues[]): void;
}

/** Tax rows: name, value 0–100 %, included in the price or added, active (spec 02 §3, §5). */
export function TaxRows({ taxes, errors, onChange }: TaxRowsProps) {
  const { t, i18n } = useTranslation();
  // 8,5 % in Spanish, 8.5 % in English.
  const decimalSeparator = i18n.language.startsWith('en') ? '.' : ',';
  const update = (index: number, patch: Partial<TaxValues>) =>
    onChange(taxes.map((tax, other) => (other === index ? { ...tax, ...patch } : tax)));

  return (
    <Stack gap="sm">
      {taxes.length === 0 && <Text c="dimmed">{t('preferences.taxes.empty')}</Text>}
      {taxes.map((tax, index) => {
        const label = t('preferences.taxes.row', { number: index + 1 });
        return (
          <RowFrame
            key={tax.id ?? index}
            label={label}
            removeLabel={t('preferences.taxes.remove', { name: tax.name.trim() || label })}
            onRemove={() => onChange(taxes.filter((_, other) => other !== index))}
          >
            <Group align="flex-start" gap="md">
              <TextInput
                label={t('preferences.taxes.name')}
                withAsterisk
                size="md"
                maxLength={60}
                style={{ flex: '2 1 220px' }}
                value={tax.name}
                error={fieldError(errors, `taxes.${index}.name`, t)}
                onChange={(event) => update(index, { name: event.currentTarget.value })}
              />
              <Group align="flex-start" gap="md" wrap="nowrap" style={{ flex: '1 1 240px' }}>
                <TextInput
                  label={t('preferences.taxes.shortName')}
                  size="md"
                  maxLength={12}
                  style={{ flex: 1, minWidth: 0 }}
                  value={tax.shortName}
                  error={fieldError(errors, `taxes.${index}.shortName`, t)}
                  onChange={(event) => update(index, { shortName: event.currentTarget.value })}
                />
                <NumberInput
                  label={t('preferences.taxes.value')}
                  withAsterisk
                  size="md"
                  w={120}
                  min={0}
                  max={100}
                  decimalScale={2}
                  suffix=" %"
                  hideControls
                  inputMode="decimal"
                  decimalSeparator={decimalSeparator}
                  value={tax.percent}
                  error={fieldError(errors, `taxes.${index}.percent`, t)}
                  onChange={(percent) => update(index, { percent })}
                />
              </Group>
            </Group>
            <Group gap="xl" mt="xs">
              <Switch
                size="md"
                label={t('preferences.taxes.includeCost')}
                checked={tax.includeCost}
                onChange={(event) => update(index, { includeCost: event.currentTarget.checked })}
              />
              <Switch
                size="md"
                label={t('preferences.taxes.active')}
                checked={tax.active}
                onChange={(event) => update(index, { active: event.currentTarget.checked })}
              />
            </Group>
          </RowFrame>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="md"
          h={44}
          leftSection={<IconPlus size={18} />}
          onClick={() => onChange([...taxes, { ...NEW_TAX }])}
        >
          {t('preferences.taxes.add')}
        </Button>
      </Group>
    </Stack>
  );
}
