import { type Ingredient, type PreparedRecipe, type PreparedRecipeEdit, parseQuantity, UNITS } from '@comandero/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChefHat, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { QueryFallback } from '../../ui/QueryFallback';
import { quantityText, useQuantity } from '../../ui/quantity';
import { useMoney } from '../../ui/useMoney';
import { IngredientPicker } from './IngredientPicker';
import { ProduceDialog } from './ProduceDialog';
import { QuantityInput } from './QuantityInput';
import { checkRecipe, nextRowId, type RecipeLineDraft, type RecipeProblem } from './recipeDraft';
import { fetchIngredientRecipe, saveIngredientRecipe, stockKeys } from './stock.api';

/** The ingredient modal's recipe tab: a prepared ingredient's batch (sub-recipe), and producing it. */
export function PreparedRecipePanel({ ingredient }: { ingredient: Ingredient }) {
  const { t } = useTranslation();
  const recipe = useQuery({
    queryKey: stockKeys.ingredientRecipe(ingredient.id),
    queryFn: () => fetchIngredientRecipe(ingredient.id),
  });
  // Outside the editor: producing reloads the recipe (its components' stock), which remounts the editor.
  const [producing, setProducing] = useState(false);
  if (!recipe.isSuccess) return <QueryFallback query={recipe} title={t('stock.notice.loadError')} />;
  const { yieldQuantity } = recipe.data;
  return (
    <>
      <PreparedRecipeEditor
        key={recipe.dataUpdatedAt}
        ingredient={ingredient}
        saved={recipe.data}
        onProduce={() => setProducing(true)}
      />
      {producing && yieldQuantity !== null && (
        <ProduceDialog
          ingredient={ingredient}
          recipe={{ ...recipe.data, yieldQuantity }}
          onClose={() => setProducing(false)}
        />
      )}
    </>
  );
}

const linesOf = (saved: PreparedRecipe, language: string): RecipeLineDraft[] =>
  saved.lines.map((line) => ({
    rowId: nextRowId(),
    ingredientId: line.ingredientId,
    ingredientName: line.ingredientName,
    unit: line.unit,
    sizeId: null,
    quantity: quantityText(line.quantity, line.unit, language),
  }));

interface PreparedRecipeEditorProps {
  ingredient: Ingredient;
  saved: PreparedRecipe;
  onProduce(): void;
}

function PreparedRecipeEditor({ ingredient, saved, onProduce }: PreparedRecipeEditorProps) {
  const { t, i18n } = useTranslation();
  const formatMoney = useMoney();
  const quantity = useQuantity();
  const client = useQueryClient();
  const unit = ingredient.unit;
  const [yieldText, setYieldText] = useState(() =>
    saved.yieldQuantity === null ? '' : quantityText(saved.yieldQuantity, unit, i18n.language),
  );
  const [lines, setLines] = useState<RecipeLineDraft[]>(() => linesOf(saved, i18n.language));
  const [problems, setProblems] = useState<Map<string, RecipeProblem>>(new Map());
  const [yieldProblem, setYieldProblem] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const stockOf = new Map(saved.lines.map((line) => [line.ingredientId, line.stock]));
  const prepared = saved.yieldQuantity !== null && saved.lines.length > 0;

  const edited = (update: () => void) => {
    update();
    setProblems(new Map());
    setYieldProblem(false);
    setDirty(true);
  };

  const submit = async () => {
    const checked = checkRecipe(lines);
    const yieldQuantity = parseQuantity(yieldText, unit);
    const badYield = lines.length > 0 && (yieldQuantity === null || yieldQuantity <= 0);
    setYieldProblem(badYield);
    if (!checked.ok) setProblems(checked.problems);
    if (!checked.ok || badYield) return;
    const edit: PreparedRecipeEdit = {
      // Without lines the yield does not matter: the ingredient is no longer prepared.
      yieldQuantity: yieldQuantity && yieldQuantity > 0 ? yieldQuantity : 1,
      lines: checked.edit.lines.map((line) => ({ ingredientId: line.ingredientId, quantity: line.quantity })),
    };
    setSaving(true);
    try {
      const answer = await saveIngredientRecipe(ingredient.id, edit);
      notifySuccess(t('stock.production.saved'));
      client.setQueryData(stockKeys.ingredientRecipe(ingredient.id), answer);
      // The list marks prepared ingredients.
      void client.invalidateQueries({ queryKey: stockKeys.ingredients, refetchType: 'all' });
    } catch (error) {
      notifyWarning(describeError(error, t), t('stock.production.saveError'));
    } finally {
      setSaving(false);
    }
  };

  const problemText = (index: number) => {
    const problem = problems.get(`${index}`);
    if (problem === 'DUPLICATED') return t('stock.production.duplicated');
    if (problem === 'QUANTITY') return t('stock.recipe.quantityRequired');
    return undefined;
  };
  const unitLabel = (id: keyof typeof UNITS) => t(`stock.units.${id}`);

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('stock.production.text')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <QuantityInput
          style={{ flex: '1 1 200px' }}
          label={t('stock.production.yield', { unit: unitLabel(unit) })}
          unit={unit}
          value={yieldText}
          onChange={(text) => edited(() => setYieldText(text))}
          error={yieldProblem ? t('stock.production.yieldRequired') : undefined}
        />
        <Text fw={700} mb={10} style={{ flex: '0 1 auto' }} aria-live="polite">
          {saved.computedUnitCost === null
            ? t('stock.production.unitCostTooLarge')
            : t('stock.production.unitCost', {
                cost: formatMoney(saved.computedUnitCost),
                unit: UNITS[unit].abbreviation,
              })}
        </Text>
      </Group>
      <Text fw={700}>{t('stock.production.linesTitle')}</Text>
      {lines.length === 0 && <Text fz="sm">{t('stock.production.empty')}</Text>}
      {lines.map((line, index) => (
        <Paper key={line.rowId} withBorder radius="md" p="sm">
          {/* On a phone the quantity goes under the name; the remove button stays on the right. */}
          <Group gap="sm" wrap="nowrap" align="center">
            <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: 1 }}>
              <Stack gap={0} style={{ flex: '1 1 160px' }} mb={6}>
                <Text fw={700}>{line.ingredientName}</Text>
                {stockOf.has(line.ingredientId) && (
                  <Text fz="sm" c="dimmed">
                    {t('stock.production.stock', { quantity: quantity(stockOf.get(line.ingredientId)!, line.unit) })}
                  </Text>
                )}
              </Stack>
              <QuantityInput
                style={{ flex: '1 1 200px' }}
                label={t('stock.movement.quantity', { unit: unitLabel(line.unit) })}
                unit={line.unit}
                value={line.quantity}
                onChange={(text) =>
                  edited(() =>
                    setLines((current) => current.map((old, at) => (at === index ? { ...old, quantity: text } : old))),
                  )
                }
                error={problemText(index)}
              />
            </Group>
            <ActionIcon
              size={44}
              variant="subtle"
              color="red"
              aria-label={t('stock.recipe.remove', { name: line.ingredientName })}
              onClick={() => edited(() => setLines((current) => current.filter((_, at) => at !== index)))}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <IngredientPicker
        label={t('stock.recipe.add')}
        excluded={new Set([ingredient.id, ...lines.map((line) => line.ingredientId)])}
        onPick={(picked) =>
          edited(() =>
            setLines((current) => [
              ...current,
              {
                rowId: nextRowId(),
                ingredientId: picked.id,
                ingredientName: picked.name,
                unit: picked.unit,
                sizeId: null,
                quantity: '',
              },
            ]),
          )
        }
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm" c="dimmed" style={{ flex: '1 1 200px' }}>
          {dirty ? t('stock.production.saveFirst') : prepared ? '' : t('stock.production.notPrepared')}
        </Text>
        <Group gap="sm" wrap="wrap" justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconChefHat size={20} />}
            disabled={!prepared || dirty}
            onClick={onProduce}
          >
            {t('stock.production.produce')}
          </Button>
          <Button loading={saving} onClick={() => void submit()}>
            {t('stock.recipe.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
