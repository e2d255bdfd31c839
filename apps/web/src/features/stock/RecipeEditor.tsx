import type { IngredientLines, IngredientLinesEdit } from '@comandero/domain';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { useMoney } from '../../ui/useMoney';
import { IngredientPicker } from './IngredientPicker';
import { QuantityInput } from './QuantityInput';
import { checkRecipe, nextRowId, type RecipeLineDraft, type RecipeProblem, recipeDraftOf } from './recipeDraft';

interface RecipeEditorProps {
  saved: IngredientLines;
  /** The product's sizes: a line is for every size or for one (spec 02 §3 Product ingredient line). */
  sizes: readonly { id: string; name: string }[];
  save(edit: IngredientLinesEdit): Promise<IngredientLines>;
  onSaved(saved: IngredientLines): void;
  /** Whose lines: a dish's recipe (the default) or an extras option's own lines; only the texts differ. */
  owner?: 'recipe' | 'option';
}

/** Ingredient lines with a quantity in each ingredient's unit; saving replaces the whole list. */
export function RecipeEditor({ saved, sizes, save, onSaved, owner = 'recipe' }: RecipeEditorProps) {
  const { t, i18n } = useTranslation();
  const texts =
    owner === 'option'
      ? {
          intro: t('stock.optionLines.text'),
          save: t('stock.optionLines.save'),
          saved: t('stock.optionLines.saved'),
          saveError: t('stock.optionLines.saveError'),
          duplicated: t('stock.optionLines.duplicated'),
        }
      : {
          intro: t('stock.recipe.text'),
          save: t('stock.recipe.save'),
          saved: t('stock.recipe.saved'),
          saveError: t('stock.recipe.saveError'),
          duplicated: t('stock.recipe.duplicated'),
        };
  const formatMoney = useMoney();
  const client = useQueryClient();
  const [lines, setLines] = useState<RecipeLineDraft[]>(() => recipeDraftOf(saved, i18n.language));
  const [problems, setProblems] = useState<Map<string, RecipeProblem>>(new Map());
  const [saving, setSaving] = useState(false);
  const sizeOptions = [
    { value: 'all', label: t('stock.recipe.allSizes') },
    ...sizes.map((size) => ({ value: size.id, label: size.name })),
  ];

  const change = (index: number, line: RecipeLineDraft) => {
    setLines((current) => current.map((old, at) => (at === index ? line : old)));
    setProblems(new Map());
  };

  const submit = async () => {
    const checked = checkRecipe(lines);
    if (!checked.ok) return setProblems(checked.problems);
    setSaving(true);
    try {
      const answer = await save(checked.edit);
      notifySuccess(texts.saved);
      onSaved(answer);
      // Availability and stock of the dish changed with its recipe.
      void client.invalidateQueries({ queryKey: ['menu-admin'] });
    } catch (error) {
      notifyWarning(describeError(error, t), texts.saveError);
    } finally {
      setSaving(false);
    }
  };

  const problemText = (index: number) => {
    const problem = problems.get(`${index}`);
    if (problem === 'DUPLICATED') return texts.duplicated;
    if (problem === 'QUANTITY') return t('stock.recipe.quantityRequired');
    return undefined;
  };
  const sizeName = (key: string) => (key === 'base' ? '' : (sizes.find((size) => size.id === key)?.name ?? key));
  const availability = Object.entries(saved.availability).filter(([, count]) => count !== null);

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {texts.intro}
      </Text>
      <Group gap="xs" aria-live="polite">
        {availability.map(([key, count]) => (
          <Badge key={key} size="lg" variant="light" color={count === 0 ? 'red' : 'teal'}>
            {key === 'base'
              ? t('stock.recipe.availability', { count: count ?? 0 })
              : t('stock.recipe.availabilityOf', { size: sizeName(key), count: count ?? 0 })}
          </Badge>
        ))}
        <Badge size="lg" variant="light" color="gray">
          {t('stock.recipe.computedCost', { cost: formatMoney(saved.computedCost) })}
        </Badge>
      </Group>
      {lines.length === 0 && <Text fz="sm">{t('stock.recipe.empty')}</Text>}
      <Stack
        gap="md"
        role="list"
        aria-label={t('stock.recipe.lines')}
        display={lines.length === 0 ? 'none' : undefined}
      >
        {lines.map((line, index) => (
          <Paper
            key={line.rowId}
            withBorder
            radius="md"
            p="sm"
            role="listitem"
            aria-label={line.sizeId ? `${line.ingredientName}, ${sizeName(line.sizeId)}` : line.ingredientName}
          >
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Text fw={700} style={{ flex: '1 1 160px' }} mb={10}>
                {line.ingredientName}
              </Text>
              {sizes.length > 0 && (
                <Select
                  size="md"
                  style={{ flex: '1 1 150px' }}
                  label={t('stock.recipe.size')}
                  data={sizeOptions}
                  value={line.sizeId ?? 'all'}
                  onChange={(value) => change(index, { ...line, sizeId: !value || value === 'all' ? null : value })}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              {/* The quantity keeps its remove button beside it when a phone puts them under the name. */}
              <Group gap="sm" align="flex-end" wrap="nowrap" style={{ flex: '1 1 220px' }}>
                <QuantityInput
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('stock.movement.quantity', { unit: t(`stock.units.${line.unit}`) })}
                  unit={line.unit}
                  value={line.quantity}
                  onChange={(quantity) => change(index, { ...line, quantity })}
                  error={problemText(index)}
                />
                <ActionIcon
                  size={44}
                  variant="subtle"
                  color="red"
                  aria-label={t('stock.recipe.remove', { name: line.ingredientName })}
                  onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
                >
                  <IconTrash size={20} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <IngredientPicker
        label={t('stock.recipe.add')}
        creatable
        onPick={(ingredient) =>
          setLines((current) => [
            ...current,
            {
              rowId: nextRowId(),
              ingredientId: ingredient.id,
              ingredientName: ingredient.name,
              unit: ingredient.unit,
              sizeId: null,
              quantity: '',
            },
          ])
        }
      />
      <Group justify="flex-end">
        <Button loading={saving} onClick={() => void submit()}>
          {texts.save}
        </Button>
      </Group>
    </Stack>
  );
}
