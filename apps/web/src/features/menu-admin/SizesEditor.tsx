import { PRODUCT_SIZES_MAX } from '@comandero/domain';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { MoneyInput } from '../../ui/MoneyInput';
import { menuFieldMessage } from '../../ui/menuMessages';
import type { ProductValues } from './ProductInfoForm';

interface SizesEditorProps {
  control: Control<ProductValues>;
  register: UseFormRegister<ProductValues>;
  errors: FieldErrors<ProductValues>;
  /** The product's base price: the first size starts at it, so its price is not typed twice. */
  basePrice(): number | undefined;
}

/** A product's sizes, each with its full price (stored as the difference from the base price: spec 01 §3). */
export function SizesEditor({ control, register, errors, basePrice }: SizesEditorProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'sizes' });
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600}>{t('menuAdmin.product.sizes')}</Text>
        <Text c="dimmed" fz="sm">
          {t('menuAdmin.product.sizesHelp')}
        </Text>
      </div>
      {fields.map((size, index) => {
        const number = index + 1;
        return (
          <Group key={size.id} gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: '1 1 0', minWidth: 0 }}
              aria-label={t('menuAdmin.product.sizeName', { number })}
              placeholder={t('menuAdmin.product.sizeName', { number })}
              maxLength={40}
              autoComplete="off"
              error={menuFieldMessage(errors.sizes?.[index]?.name?.message, t)}
              {...register(`sizes.${index}.name`)}
            />
            <Controller
              control={control}
              name={`sizes.${index}.price`}
              render={({ field }) => (
                <MoneyInput
                  style={{ flex: '1 1 0', minWidth: 0 }}
                  aria-label={t('menuAdmin.product.sizePrice', { number })}
                  placeholder="$0"
                  value={field.value}
                  onChange={field.onChange}
                  error={menuFieldMessage(errors.sizes?.[index]?.price?.message, t)}
                />
              )}
            />
            <ActionIcon
              size={44}
              color="red"
              variant="subtle"
              aria-label={t('menuAdmin.product.removeSize', { number })}
              onClick={() => remove(index)}
            >
              <IconTrash size={22} />
            </ActionIcon>
          </Group>
        );
      })}
      {fields.length < PRODUCT_SIZES_MAX && (
        <Button
          variant="light"
          leftSection={<IconPlus size={20} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => append({ name: '', price: fields.length === 0 ? basePrice() : undefined })}
        >
          {t('menuAdmin.product.addSize')}
        </Button>
      )}
    </Stack>
  );
}
