import { MANUAL_MOVEMENT_TYPES, money, parseQuantity, type StockMovementCreate, UNITS } from '@comandero/domain';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { IngredientPicker } from './IngredientPicker';
import { type MovementItemDraft, MovementItemRow } from './MovementItemRow';
import { SupplierSelect } from './SupplierSelect';
import { createMovement } from './stock.api';

type ManualType = (typeof MANUAL_MOVEMENT_TYPES)[number];
type ItemErrors = { quantity?: string; cost?: string };

/** Spec 02 §4: the return-exit type shows the order number field. */
const RETURN_EXIT: ManualType = 'Salida - Devolucion';

interface MovementFormModalProps {
  onCreated(): void;
  onClose(): void;
}

/**
 * Spec 02 §2 movement form, full screen: a type, items of an ingredient with its quantity in its
 * unit and its purchase value (both required, §5), supplier, observation, and the order number of a
 * return-exit (§4). The server refuses a movement without items
 * ('NOT SELECTED'); its answer is shown as it comes.
 */
export function MovementFormModal({ onCreated, onClose }: MovementFormModalProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<ManualType>('Entrada - Ajuste');
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [observation, setObservation] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [items, setItems] = useState<MovementItemDraft[]>([]);
  const [itemErrors, setItemErrors] = useState<Record<string, ItemErrors>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const signed = type === 'Ajuste a Ingrediente/Receta';

  const change = (index: number, item: MovementItemDraft) => {
    setItems((current) => current.map((old, at) => (at === index ? item : old)));
    setItemErrors((current) => ({ ...current, [item.ingredient.id]: {} }));
  };

  const save = async () => {
    const errors: Record<string, ItemErrors> = {};
    const payload: StockMovementCreate['items'] = [];
    for (const item of items) {
      const quantity = parseQuantity(item.quantity, item.ingredient.unit);
      const problems: ItemErrors = {};
      if (quantity === null || quantity <= 0)
        problems.quantity = t('stock.validation.quantity', { unit: UNITS[item.ingredient.unit].abbreviation });
      if (item.cost === undefined) problems.cost = t('stock.validation.cost');
      if (quantity === null || quantity <= 0 || item.cost === undefined) {
        errors[item.ingredient.id] = problems;
        continue;
      }
      payload.push({
        ingredientId: item.ingredient.id,
        quantity,
        decrease: signed && item.decrease,
        cost: money(item.cost),
        ...(item.expiration ? { expiration: item.expiration } : {}),
      });
    }
    setItemErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    setRefusal(null);
    try {
      await createMovement({
        type,
        supplierId,
        observation: observation.trim() || null,
        ...(type === RETURN_EXIT && orderNumber.trim() ? { orderNumber: orderNumber.trim() } : {}),
        items: payload,
      });
      notifySuccess(t('stock.movement.created'));
      onCreated();
      onClose();
    } catch (error) {
      const message = describeError(error, t);
      setRefusal(message);
      notifyWarning(message, t('stock.movement.createError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      radius={0}
      title={t('stock.movement.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md" maw={900} mx="auto">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              size="md"
              label={t('stock.movement.type')}
              withAsterisk
              data={[...MANUAL_MOVEMENT_TYPES]}
              value={type}
              onChange={(value) => value && setType(value as ManualType)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <SupplierSelect
              label={t('stock.movement.supplier')}
              value={supplierId}
              onChange={setSupplierId}
              creatable
            />
            {type === RETURN_EXIT && (
              <TextInput
                size="md"
                label={t('stock.movement.orderNumber')}
                maxLength={60}
                value={orderNumber}
                onChange={(event) => setOrderNumber(event.currentTarget.value)}
              />
            )}
          </SimpleGrid>
          <Text fw={700} fz="lg">
            {t('stock.movement.items')}
          </Text>
          <IngredientPicker
            label={t('stock.movement.addItem')}
            excluded={new Set(items.map((item) => item.ingredient.id))}
            onPick={(ingredient) => {
              setRefusal(null);
              setItems((current) => [
                ...current,
                { ingredient, quantity: '', cost: undefined, expiration: '', decrease: false },
              ]);
            }}
          />
          {items.map((item, index) => (
            <MovementItemRow
              key={item.ingredient.id}
              item={item}
              signed={signed}
              error={itemErrors[item.ingredient.id]?.quantity}
              costError={itemErrors[item.ingredient.id]?.cost}
              onChange={(next) => change(index, next)}
              onRemove={() => setItems((current) => current.filter((_, at) => at !== index))}
            />
          ))}
          {items.length === 0 && (
            <Text c="dimmed" fz="sm">
              {t('stock.movement.noItems')}
            </Text>
          )}
          <Textarea
            size="md"
            label={t('stock.movement.observation')}
            maxLength={500}
            rows={2}
            value={observation}
            onChange={(event) => setObservation(event.currentTarget.value)}
          />
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('stock.movement.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
