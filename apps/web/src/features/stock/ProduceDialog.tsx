import {
  type Ingredient,
  type PreparedRecipe,
  type ProductionResult,
  parseQuantity,
  productionOf,
} from '@comandero/domain';
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { KEYBOARD_SCROLLABLE } from '../../ui/keyboardScrollable';
import { useQuantity } from '../../ui/quantity';
import { useMoney } from '../../ui/useMoney';
import { QuantityInput } from './QuantityInput';
import { produceIngredient, stockKeys } from './stock.api';

interface ProduceDialogProps {
  ingredient: Ingredient;
  recipe: PreparedRecipe & { yieldQuantity: number };
  onClose(): void;
}

const nameOf = (details: unknown) =>
  typeof details === 'object' && details !== null && 'name' in details ? String(details.name) : '';

/**
 * Produces a quantity of a prepared ingredient: the amount in its unit, then what it will take of
 * each component (the domain's productionOf, as the server computes it) to confirm, then the result.
 */
export function ProduceDialog({ ingredient, recipe, onClose }: ProduceDialogProps) {
  const { t } = useTranslation();
  const quantity = useQuantity();
  const formatMoney = useMoney();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [observation, setObservation] = useState('');
  const [step, setStep] = useState<'amount' | 'confirm'>('amount');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProductionResult | null>(null);
  const produced = parseQuantity(text, ingredient.unit);
  const takes = produced !== null && produced > 0 ? productionOf(recipe, produced) : null;

  const next = () => {
    if (produced === null || produced <= 0) return setProblem(t('stock.recipe.quantityRequired'));
    if (!takes) return setProblem(t('stock.production.tooMuch'));
    setStep('confirm');
  };

  const produce = async () => {
    if (produced === null) return;
    setBusy(true);
    try {
      const answer = await produceIngredient(ingredient.id, {
        quantity: produced,
        ...(observation.trim() ? { observation: observation.trim() } : {}),
      });
      setResult(answer);
      void client.invalidateQueries({ queryKey: stockKeys.all });
      // Dishes that use it (or its components) may be available again.
      void client.invalidateQueries({ queryKey: ['menu-admin'] });
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.code === 'NEGATIVE_STOCK'
          ? t('stock.production.negative', { name: nameOf(error.details) })
          : describeError(error, t),
      );
      setStep('amount');
    } finally {
      setBusy(false);
    }
  };

  const amount = produced === null ? '' : quantity(produced, ingredient.unit);
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      radius="lg"
      title={t('stock.production.title', { name: ingredient.name })}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {result ? (
        <Stack gap="md">
          <Alert
            color="teal"
            radius="md"
            title={t('stock.production.done', { quantity: amount, name: ingredient.name })}
          >
            {t('stock.production.newStock', { quantity: quantity(result.ingredient.quantity, result.ingredient.unit) })}
          </Alert>
          <Table.ScrollContainer minWidth={300} scrollAreaProps={KEYBOARD_SCROLLABLE}>
            <Table verticalSpacing="xs" aria-label={t('stock.production.movements')}>
              <Table.Tbody>
                {result.movements.map((movement) => (
                  <Table.Tr key={movement.id}>
                    <Table.Td>
                      <Text fw={700}>{movement.name}</Text>
                      <Text fz="sm" c="dimmed">
                        {movement.type}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <Text fw={700} c={movement.amountEntered < 0 ? 'paprika.8' : 'teal.8'}>
                        {`${movement.amountEntered > 0 ? '+' : ''}${quantity(movement.amountEntered, movement.unit)}`}
                      </Text>
                      <Text fz="sm" c="dimmed">
                        {formatMoney(movement.cost)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : step === 'amount' ? (
        <Stack gap="md">
          <QuantityInput
            label={t('stock.production.quantity', { unit: t(`stock.units.${ingredient.unit}`) })}
            description={t('stock.production.batch', { quantity: quantity(recipe.yieldQuantity, ingredient.unit) })}
            unit={ingredient.unit}
            value={text}
            onChange={(typed) => {
              setText(typed);
              setProblem(null);
            }}
            error={problem ?? undefined}
            data-autofocus
          />
          <TextInput
            size="md"
            label={t('stock.movement.observation')}
            value={observation}
            maxLength={500}
            onChange={(event) => setObservation(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={next}>{t('stock.production.next')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('stock.production.confirmText', { quantity: amount, name: ingredient.name })}</Text>
          <Table.ScrollContainer minWidth={300} scrollAreaProps={KEYBOARD_SCROLLABLE}>
            <Table verticalSpacing="xs" aria-label={t('stock.production.takes')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.movement.ingredient')}</Table.Th>
                  <Table.Th ta="right">{t('stock.production.takes')}</Table.Th>
                  <Table.Th ta="right">{t('stock.production.stockAfter')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recipe.lines.map((line) => {
                  const take = takes?.get(line.ingredientId) ?? 0;
                  const after = line.stock - take;
                  return (
                    <Table.Tr key={line.ingredientId}>
                      <Table.Td fw={700}>{line.ingredientName}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {quantity(take, line.unit)}
                      </Table.Td>
                      <Table.Td
                        ta="right"
                        style={{ whiteSpace: 'nowrap' }}
                        c={after < 0 ? 'paprika.8' : undefined}
                        fw={after < 0 ? 700 : undefined}
                      >
                        {quantity(after, line.unit)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('amount')} disabled={busy}>
              {t('stock.production.back')}
            </Button>
            <Button loading={busy} onClick={() => void produce()}>
              {t('stock.production.confirm', { quantity: amount })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
