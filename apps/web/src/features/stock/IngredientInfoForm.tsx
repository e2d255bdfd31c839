import { type Ingredient, UNIT_IDS, UNITS, type UnitId } from '@comandero/domain';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { MoneyInput } from '../../ui/MoneyInput';
import { menuFieldMessage } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { useQuantity } from '../../ui/quantity';
import { checkDraft, type DraftErrors, draftOf, type IngredientDraft, QUANTITY_PROBLEM } from './ingredientDraft';
import { QuantityInput } from './QuantityInput';
import { SupplierSelect } from './SupplierSelect';
import { createIngredient, createMovement, fetchLocations, stockKeys, updateIngredient } from './stock.api';

interface IngredientInfoFormProps {
  ingredient: Ingredient | null;
  onSaved(ingredient: Ingredient): void;
  onCancel(): void;
}

/**
 * Spec 02 §3 ingredient: the unit is locked once it exists and the quantity moves only through
 * movements, so a new ingredient's starting stock is recorded as one.
 */
export function IngredientInfoForm({ ingredient, onSaved, onCancel }: IngredientInfoFormProps) {
  const { t, i18n } = useTranslation();
  const formatQuantity = useQuantity();
  const [draft, setDraft] = useState<IngredientDraft>(() => draftOf(ingredient, i18n.language));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const locations = useQuery({ queryKey: stockKeys.locations, queryFn: fetchLocations });
  const unit: UnitId = draft.unit ?? 'unit';

  const set = <K extends keyof IngredientDraft>(field: K, value: IngredientDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const messageOf = (field: keyof IngredientDraft) => {
    const problem = errors[field];
    if (problem === QUANTITY_PROBLEM) return t('stock.validation.quantity', { unit: UNITS[unit].abbreviation });
    if (field === 'unit' && problem) return t('stock.validation.unit');
    return menuFieldMessage(problem, t);
  };

  const save = async () => {
    const checked = checkDraft(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setSaving(true);
    try {
      if (ingredient) {
        const { unit: _locked, ...edit } = checked.form;
        onSaved(await updateIngredient(ingredient.id, edit));
        notifySuccess(t('stock.notice.saved'));
        return;
      }
      const created = await createIngredient(checked.form);
      if (checked.initialQuantity > 0) {
        await createMovement({
          type: 'Entrada - Ajuste',
          observation: t('stock.ingredient.initialObservation'),
          items: [{ ingredientId: created.id, quantity: checked.initialQuantity, decrease: false }],
        });
      }
      notifySuccess(t('stock.notice.created'));
      onSaved({ ...created, quantity: checked.initialQuantity });
    } catch (error) {
      notifyWarning(describeError(error, t), ingredient ? t('stock.notice.saveError') : t('stock.notice.createError'));
    } finally {
      setSaving(false);
    }
  };

  const unitOptions = UNIT_IDS.map((id) => ({
    value: id,
    label: `${t(`stock.units.${id}`)} (${UNITS[id].abbreviation})`,
  }));
  const locationOptions = (locations.data ?? []).map((location) => ({ value: location.id, label: location.name }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            size="md"
            label={t('stock.ingredient.name')}
            withAsterisk
            maxLength={80}
            autoComplete="off"
            value={draft.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={messageOf('name')}
          />
          <Select
            size="md"
            label={t('stock.ingredient.unit')}
            withAsterisk
            data={unitOptions}
            value={draft.unit}
            onChange={(value) => set('unit', value as UnitId | null)}
            disabled={ingredient !== null}
            description={ingredient ? t('stock.ingredient.unitLocked') : undefined}
            allowDeselect={false}
            error={messageOf('unit')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            size="md"
            label={t('stock.ingredient.location')}
            data={locationOptions}
            value={draft.locationId}
            onChange={(value) => set('locationId', value)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            size="md"
            label={t('stock.ingredient.sku')}
            maxLength={60}
            autoComplete="off"
            value={draft.sku}
            onChange={(event) => set('sku', event.currentTarget.value)}
          />
          <MoneyInput
            label={t('stock.ingredient.cost', { unit: UNITS[unit].abbreviation })}
            value={draft.cost}
            onChange={(value) => set('cost', value)}
            error={menuFieldMessage(errors.cost, t)}
          />
          <SupplierSelect
            label={t('stock.ingredient.supplier')}
            value={draft.supplierId}
            onChange={(value) => set('supplierId', value)}
            creatable
          />
          <QuantityInput
            label={t('stock.ingredient.stockMinimum')}
            unit={unit}
            value={draft.stockMinimum}
            onChange={(text) => set('stockMinimum', text)}
            error={messageOf('stockMinimum')}
          />
          {ingredient ? (
            <TextInput
              size="md"
              label={t('stock.ingredient.quantity')}
              description={t('stock.ingredient.quantityLocked')}
              value={formatQuantity(ingredient.quantity, ingredient.unit)}
              readOnly
              disabled
            />
          ) : (
            <QuantityInput
              label={t('stock.ingredient.initialQuantity')}
              description={t('stock.ingredient.initialHint')}
              unit={unit}
              value={draft.initialQuantity}
              onChange={(text) => set('initialQuantity', text)}
              error={messageOf('initialQuantity')}
            />
          )}
        </SimpleGrid>
        <Textarea
          size="md"
          label={t('stock.ingredient.description')}
          maxLength={500}
          rows={2}
          value={draft.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {ingredient ? t('stock.ingredient.save') : t('stock.ingredient.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
