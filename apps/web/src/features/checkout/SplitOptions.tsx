import type { Money, OrderLine } from '@comandero/domain';
import { ActionIcon, Badge, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { useMoney } from '../../ui/useMoney';
import type { SplitChoice } from './bill';

export const EQUAL_PARTS_MIN = 2;
export const EQUAL_PARTS_MAX = 20;

interface SplitOptionsProps {
  lines: readonly OrderLine[];
  value: SplitChoice;
  onChange(split: SplitChoice): void;
  /** Equal parts: each part's amount and the one being paid. */
  shares: Money[] | null;
  paying: number | null;
  /** Part of an equal split is paid already: the split stays as it is. */
  locked: boolean;
}

/** Split the bill (every anchor has it; the spec does not): by lines, or into N equal parts. */
export function SplitOptions({ lines, value, onChange, shares, paying, locked }: SplitOptionsProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const mode = (kind: string) => {
    if (kind === 'lines') onChange({ kind: 'lines', lineIds: [] });
    else if (kind === 'equal') onChange({ kind: 'equal', parts: EQUAL_PARTS_MIN, paid: 0 });
    else onChange({ kind: 'whole' });
  };
  const toggle = (lineIds: readonly string[], id: string) =>
    lineIds.includes(id) ? lineIds.filter((lineId) => lineId !== id) : [...lineIds, id];

  return (
    <Stack gap="sm">
      {!locked && (
        <ChoiceButtons
          label={t('payment.split.title')}
          grow
          choices={[
            { key: 'whole', label: t('payment.split.whole') },
            { key: 'lines', label: t('payment.split.lines') },
            { key: 'equal', label: t('payment.split.equal') },
          ]}
          value={value.kind}
          onChange={mode}
        />
      )}
      {value.kind === 'lines' && (
        <Stack gap={6} role="group" aria-label={t('payment.split.chooseLines')}>
          <Text c="dimmed" fz="sm">
            {t('payment.split.chooseLines')}
          </Text>
          {lines.map((line) => (
            <Checkbox.Card
              key={line.id}
              radius="md"
              checked={value.lineIds.includes(line.id)}
              onChange={() => onChange({ kind: 'lines', lineIds: toggle(value.lineIds, line.id) })}
              aria-label={`${line.quantity}× ${line.name}`}
            >
              <Group wrap="nowrap" gap="sm" px="sm" py={10} mih={48}>
                <Checkbox.Indicator />
                <Text fw={600} flex={1} lh={1.3}>
                  {line.quantity}× {line.name}
                </Text>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {format(line.unitPrice * line.quantity)}
                </Text>
              </Group>
            </Checkbox.Card>
          ))}
        </Stack>
      )}
      {value.kind === 'equal' && (
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" role="group" aria-label={t('payment.split.parts')}>
            <Text fw={700} flex={1}>
              {t('payment.split.parts')}
            </Text>
            <ActionIcon
              size={48}
              radius="md"
              variant="default"
              aria-label={t('payment.split.fewer')}
              disabled={locked || value.parts <= EQUAL_PARTS_MIN}
              onClick={() => onChange({ ...value, parts: value.parts - 1 })}
            >
              <IconMinus size={22} />
            </ActionIcon>
            <Text fw={800} fz={24} miw={40} ta="center" data-testid="parts">
              {value.parts}
            </Text>
            <ActionIcon
              size={48}
              radius="md"
              variant="default"
              aria-label={t('payment.split.more')}
              disabled={locked || value.parts >= EQUAL_PARTS_MAX}
              onClick={() => onChange({ ...value, parts: value.parts + 1 })}
            >
              <IconPlus size={22} />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing={8} role="list" aria-label={t('payment.split.shares')}>
            {(shares ?? []).map((share, index) => {
              const state = index < value.paid ? 'paid' : index === paying ? 'paying' : 'pending';
              return (
                <Paper
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts are positions
                  key={index}
                  role="listitem"
                  withBorder
                  radius="md"
                  p="xs"
                  data-state={state}
                  bg={state === 'paying' ? 'blue.0' : undefined}
                  style={state === 'paying' ? { borderColor: 'var(--mantine-color-blue-6)' } : undefined}
                >
                  <Text fz="sm" c="dimmed">
                    {t('payment.split.partOf', { part: index + 1, parts: value.parts })}
                  </Text>
                  <Text fw={700}>{format(share)}</Text>
                  <Badge
                    size="sm"
                    variant="light"
                    color={state === 'paid' ? 'teal' : state === 'paying' ? 'blue' : 'gray'}
                  >
                    {t(`payment.split.state.${state}`)}
                  </Badge>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
