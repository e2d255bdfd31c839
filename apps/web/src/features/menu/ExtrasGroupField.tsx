import { type ExtrasGroup, effectiveMaximum, groupLabel, isGroupValid, isOptionDisabled } from '@comandero/domain';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from '../../i18n';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { ChoiceCard } from './ChoiceCard';

/** The group's rule in words: required minimum and maximum (0 = unlimited; single choice holds one). */
export function groupHint(group: ExtrasGroup, t: TFunction): string {
  const minimum = group.isRequired ? Math.max(group.min, 1) : group.min;
  const maximum = effectiveMaximum(group);
  if (minimum === 1 && maximum === 1) return t('menu.product.chooseOne');
  if (minimum > 0 && minimum === maximum) return t('menu.product.chooseExactly', { count: minimum });
  if (minimum > 0 && maximum > 0) return t('menu.product.chooseBetween', { min: minimum, max: maximum });
  if (minimum > 0) return t('menu.product.chooseAtLeast', { min: minimum });
  if (maximum > 0) return t('menu.product.chooseUpTo', { max: maximum });
  return t('menu.product.chooseAny');
}

interface ExtrasGroupFieldProps {
  group: ExtrasGroup;
  selected: readonly string[];
  /** A sent line keeps its extras (the kitchen already has them). */
  locked: boolean;
  onToggle(optionId: string): void;
}

/** An extras group (spec 01 §3/§5): its label, rule and options; unticked options disabled at the maximum. */
export function ExtrasGroupField({ group, selected, locked, onToggle }: ExtrasGroupFieldProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const count = selected.length;
  const required = group.isRequired || group.min > 0;
  const valid = isGroupValid(group, count);
  const labelId = `extras-group-${group.id}`;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} data-valid={valid}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={700} fz="lg" id={labelId} lh={1.3}>
          {groupLabel(group)}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text fz="sm" c={valid ? 'dimmed' : 'red.8'} style={{ whiteSpace: 'nowrap' }}>
            {groupHint(group, t)}
          </Text>
          <Badge color={required ? (valid ? 'teal' : 'red') : 'gray'} variant="light">
            {required ? t('menu.product.required') : t('menu.product.optional')}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" role={group.allowMultiple ? undefined : 'radiogroup'}>
        {group.options.map((option) => {
          const checked = selected.includes(option.id);
          return (
            <ChoiceCard
              key={option.id}
              multiple={group.allowMultiple}
              radioName={labelId}
              label={option.name}
              price={option.price > 0 ? `+${format(option.price)}` : null}
              checked={checked}
              disabled={locked || isOptionDisabled(group, count, checked)}
              onToggle={() => onToggle(option.id)}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
