import {
  type ExtrasGroupAdmin,
  type ExtrasGroupFormInput,
  extrasGroupFormOf,
  extrasGroupFormSchema,
  extrasOptionIssues,
  type ProductAdminDetail,
} from '@comandero/domain';
import { Button, Divider, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { SETTINGS_PHONE_QUERY } from '../../ui/DataList';
import { MoneyInput } from '../../ui/MoneyInput';
import { menuFieldMessage } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { schemaResolver } from '../../ui/schemaResolver';
import { ExtrasOptionRow } from './ExtrasOptionRow';
import { createExtrasGroup, menuAdminKeys, updateExtrasGroup } from './menuAdmin.api';
import { OptionIngredientsModal } from './OptionIngredientsModal';
import { ProductPicker } from './ProductPicker';

export interface OptionValue {
  id?: string;
  productId: string | null;
  /** What the row shows: the product's name, or the named option's own. */
  label: string;
  /** Only an option without a product keeps its own name and price. */
  name?: string;
  price?: number;
  quantity: number | undefined;
  sizes: { name: string; quantity: number | null }[];
}

export interface ExtrasValues {
  name: string;
  price: number | undefined;
  min: number | undefined;
  max: number | undefined;
  isRequired: boolean;
  allowMultiple: boolean;
  options: OptionValue[];
}

/** The editor's starting values: the stored group, or the spec's defaults (price 0, min 1, required, single). */
function valuesOf(group: ExtrasGroupAdmin | null): ExtrasValues {
  if (!group) return { name: '', price: 0, min: 1, max: 0, isRequired: true, allowMultiple: false, options: [] };
  const form = extrasGroupFormOf(group);
  return {
    name: form.name,
    price: form.price,
    min: form.min,
    max: form.max,
    isRequired: form.isRequired ?? true,
    allowMultiple: form.allowMultiple ?? false,
    options: group.options.map((option) => ({
      id: option.id,
      productId: option.productId,
      label: option.name,
      ...(option.productId ? {} : { name: option.name, price: option.price }),
      quantity: option.quantity,
      sizes: option.sizes,
    })),
  };
}

/** The form as the API takes it: the rows' labels stay on the screen. */
const formOf = (values: ExtrasValues): ExtrasGroupFormInput =>
  ({
    ...values,
    options: values.options.map(({ label: _, ...option }) => option),
  }) as ExtrasGroupFormInput;

const countOf = (value: number | string) => (typeof value === 'number' ? value : undefined);

/**
 * Spec 02 §3, §5 extras group (side) editor: name, price, min (≥ 1), max (0 no limit), required,
 * multiple, and options that are menu products with a quantity, per size when the product has sizes
 * ('SIZES REQUIRED').
 */
export function ExtrasGroupModal({ group, onClose }: { group: ExtrasGroupAdmin | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const phone = useMediaQuery(SETTINGS_PHONE_QUERY, false, { getInitialValueInEffect: false });
  // A referenced product's sizes, from the detail each option row reads.
  const sizesOf = (productId: string) =>
    client.getQueryData<ProductAdminDetail>(menuAdminKeys.product(productId))?.sizes.map((size) => size.name) ?? [];
  const { control, register, handleSubmit, formState, setValue, getValues } = useForm<ExtrasValues>({
    resolver: schemaResolver(extrasGroupFormSchema, (values) =>
      extrasOptionIssues(
        values.options.map((option) => ({ productId: option.productId, sizes: option.sizes })),
        sizesOf,
      ),
    ),
    defaultValues: valuesOf(group),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'key' });
  // The option whose ingredient lines are open over the editor.
  const [ingredientsOf, setIngredientsOf] = useState<{ id?: string; label: string } | null>(null);
  const { errors, isSubmitting } = formState;
  const message = (text: string | undefined) => menuFieldMessage(text, t);

  const save = async (values: ExtrasValues) => {
    try {
      if (group) await updateExtrasGroup(group.id, { ...formOf(values), version: group.version });
      else await createExtrasGroup(formOf(values));
      notifySuccess(group ? t('menuAdmin.notice.saved') : t('menuAdmin.notice.created'));
      await client.invalidateQueries({ queryKey: menuAdminKeys.extras });
      onClose();
    } catch (error) {
      notifyWarning(
        describeError(error, t),
        group ? t('menuAdmin.notice.saveError') : t('menuAdmin.notice.createError'),
      );
    }
  };

  // Adding a product already in the group is ignored (spec 02 §5).
  const addProduct = (product: { id: string; name: string }) => {
    if (getValues('options').some((option) => option.productId === product.id)) return;
    append({ productId: product.id, label: product.name, quantity: 1, sizes: [] });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      // Escape closes the option's ingredient lines over it, not the group's editor too.
      closeOnEscape={!ingredientsOf}
      title={group ? t('menuAdmin.extras.editTitle', { name: group.name }) : t('menuAdmin.extras.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('menuAdmin.extras.name')}
              withAsterisk
              maxLength={80}
              autoComplete="off"
              error={message(errors.name?.message)}
              {...register('name')}
            />
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <MoneyInput
                  label={t('menuAdmin.extras.price')}
                  value={field.value}
                  onChange={field.onChange}
                  error={message(errors.price?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="min"
              render={({ field }) => (
                <NumberInput
                  size="md"
                  label={t('menuAdmin.extras.min')}
                  min={1}
                  allowNegative={false}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(countOf(value))}
                  error={message(errors.min?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="max"
              render={({ field }) => (
                <NumberInput
                  size="md"
                  label={t('menuAdmin.extras.max')}
                  description={t('menuAdmin.extras.maxHelp')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  min={0}
                  allowNegative={false}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(countOf(value))}
                  error={message(errors.max?.message)}
                />
              )}
            />
          </SimpleGrid>
          <Group gap="xl">
            {(['isRequired', 'allowMultiple'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <Switch
                    size="md"
                    label={t(`menuAdmin.extras.${name}`)}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ))}
          </Group>
          <Divider label={t('menuAdmin.extras.options')} labelPosition="left" />
          <Text c="dimmed" fz="sm" mt={-8}>
            {t('menuAdmin.extras.optionsHelp')}
          </Text>
          <ProductPicker onPick={addProduct} />
          {fields.length === 0 ? (
            <Text c="dimmed" ta="center" py="sm">
              {t('menuAdmin.extras.noOptions')}
            </Text>
          ) : (
            <Stack gap="xs" role="list" aria-label={t('menuAdmin.extras.options')}>
              {fields.map((option, index) => (
                <ExtrasOptionRow
                  key={option.key}
                  index={index}
                  control={control}
                  setValue={setValue}
                  errors={errors}
                  onRemove={() => remove(index)}
                  onIngredients={() => {
                    const { id, label } = getValues(`options.${index}`);
                    setIngredientsOf({ ...(id ? { id } : {}), label });
                  }}
                />
              ))}
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('menuAdmin.extras.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {ingredientsOf && <OptionIngredientsModal option={ingredientsOf} onClose={() => setIngredientsOf(null)} />}
    </Modal>
  );
}
