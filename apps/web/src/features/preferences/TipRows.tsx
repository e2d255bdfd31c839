import { SERVICE_TYPES } from '@comandero/domain';
import { Alert, Button, Chip, Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { fieldError } from './fieldError';
import { type FormErrors, newTipRow, type TipValues, typesFreeFor } from './preferencesForm';
import { RowFrame } from './RowFrame';

interface TipRowsProps {
  tips: TipValues[];
  errors: FormErrors;
  onChange(tips: TipValues[]): void;
}

/** Tip rows: a percent for one or more service types, each type in one row only (spec 02 §5). */
export function TipRows({ tips, errors, onChange }: TipRowsProps) {
  const { t, i18n } = useTranslation();
  // 8,5 % in Spanish, 8.5 % in English.
  const decimalSeparator = i18n.language.startsWith('en') ? '.' : ',';
  const [haveAll, setHaveAll] = useState(false);
  const update = (index: number, patch: Partial<TipValues>) => {
    setHaveAll(false);
    onChange(tips.map((tip, other) => (other === index ? { ...tip, ...patch } : tip)));
  };
  const add = () => {
    const row = newTipRow(tips);
    // Spec 02 §5: when all three types are used, adding a row shows HAVE ALL TIP.
    if (!row) setHaveAll(true);
    else onChange([...tips, row]);
  };

  return (
    <Stack gap="sm">
      {tips.length === 0 && <Text c="dimmed">{t('preferences.tips.empty')}</Text>}
      {tips.map((tip, index) => {
        const free = typesFreeFor(tips, index);
        const label = t('preferences.tips.row', { number: index + 1 });
        return (
          <RowFrame
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their place is their identity
            key={index}
            label={label}
            removeLabel={t('preferences.tips.remove', { number: index + 1 })}
            onRemove={() => onChange(tips.filter((_, other) => other !== index))}
          >
            <Group align="flex-start" gap="md">
              <NumberInput
                label={t('preferences.tips.percent')}
                w={130}
                size="md"
                min={0}
                max={100}
                decimalScale={2}
                suffix=" %"
                hideControls
                inputMode="decimal"
                decimalSeparator={decimalSeparator}
                value={tip.percent}
                error={fieldError(errors, `tips.${index}.percent`, t)}
                onChange={(percent) => update(index, { percent })}
              />
              <Input.Wrapper
                size="md"
                label={t('preferences.tips.types')}
                error={fieldError(errors, `tips.${index}.serviceTypes`, t)}
                style={{ flex: '1 1 240px' }}
              >
                <Chip.Group
                  multiple
                  value={tip.serviceTypes}
                  onChange={(types) => update(index, { serviceTypes: types as TipValues['serviceTypes'] })}
                >
                  <Group gap="xs" mt={6}>
                    {SERVICE_TYPES.map((type) => (
                      <Chip key={type} value={type} size="md" disabled={!free.includes(type)}>
                        {t(`preferences.serviceTypes.${type}`)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Input.Wrapper>
            </Group>
          </RowFrame>
        );
      })}
      {haveAll && (
        <Alert color="orange" variant="light" role="status">
          {t('preferences.tips.haveAll')}
        </Alert>
      )}
      <Group>
        <Button variant="light" size="md" h={44} leftSection={<IconPlus size={18} />} onClick={add}>
          {t('preferences.tips.add')}
        </Button>
      </Group>
    </Stack>
  );
}
