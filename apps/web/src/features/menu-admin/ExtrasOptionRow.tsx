import { ActionIcon, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconToolsKitchen2, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { menuFieldMessage } from '../../ui/menuMessages';
import type { ExtrasValues } from './ExtrasGroupModal';
import { fetchProduct, menuAdminKeys } from './menuAdmin.api';

interface ExtrasOptionRowProps {
  index: number;
  control: Control<ExtrasValues>;
  setValue: UseFormSetValue<ExtrasValues>;
  errors: FieldErrors<ExtrasValues>;
  onRemove(): void;
  /** Opens the option's ingredient lines (issue 17). */
  onIngredients(): void;
}

const countOf = (value: number | string) => (typeof value === 'number' ? value : undefined);

/** One option of an extras group: its product, how much of it, and how much per size of that product. */
export function ExtrasOptionRow({ index, control, setValue, errors, onRemove, onIngredients }: ExtrasOptionRowProps) {
  const { t } = useTranslation();
  const option = useWatch({ control, name: `options.${index}` });
  const product = useQuery({
    queryKey: menuAdminKeys.product(option.productId ?? 'none'),
    queryFn: () => fetchProduct(option.productId!),
    enabled: Boolean(option.productId),
  });

  // The product's sizes as they now are, each keeping the quantity already entered for it.
  const productSizes = product.data?.sizes;
  useEffect(() => {
    if (!productSizes) return;
    const current = option.sizes;
    const next = productSizes.map((size) => ({
      name: size.name,
      quantity: current.find((entered) => entered.name === size.name)?.quantity ?? null,
    }));
    if (JSON.stringify(next) !== JSON.stringify(current)) setValue(`options.${index}.sizes`, next);
  }, [productSizes, option.sizes, index, setValue]);

  const label = option.productId ? option.label : t('menuAdmin.extras.namedOption', { name: option.label });
  const rowErrors = errors.options?.[index];
  const sizesError = menuFieldMessage(rowErrors?.sizes?.message ?? rowErrors?.sizes?.root?.message, t);
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={option.label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-end">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} lineClamp={2}>
              {label}
            </Text>
            <Button
              variant="light"
              size="sm"
              h={44}
              px="sm"
              style={{ alignSelf: 'flex-start' }}
              leftSection={<IconToolsKitchen2 size={18} />}
              aria-label={t('menuAdmin.extras.ingredientsOf', { name: option.label })}
              onClick={onIngredients}
            >
              {t('menuAdmin.extras.ingredients')}
            </Button>
          </Stack>
          <Controller
            control={control}
            name={`options.${index}.quantity`}
            render={({ field }) => (
              <NumberInput
                size="md"
                w={110}
                label={t('menuAdmin.extras.quantity')}
                aria-label={t('menuAdmin.extras.quantityOf', { name: option.label })}
                min={1}
                allowNegative={false}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(countOf(value))}
                error={menuFieldMessage(rowErrors?.quantity?.message, t)}
              />
            )}
          />
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label={t('menuAdmin.extras.removeOption', { name: option.label })}
            onClick={onRemove}
          >
            <IconTrash size={22} />
          </ActionIcon>
        </Group>
        {option.sizes.length > 0 && (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            {option.sizes.map((size, sizeIndex) => (
              <Controller
                key={size.name}
                control={control}
                name={`options.${index}.sizes.${sizeIndex}.quantity`}
                render={({ field }) => (
                  <NumberInput
                    size="md"
                    label={t('menuAdmin.extras.sizeQuantity', { size: size.name })}
                    aria-label={t('menuAdmin.extras.sizeQuantityOf', { name: option.label, size: size.name })}
                    min={1}
                    allowNegative={false}
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(value) => field.onChange(countOf(value) ?? null)}
                    error={Boolean(sizesError) && (field.value === null || field.value === undefined)}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        )}
        {sizesError && (
          <Text c="red" fz="sm" role="alert">
            {sizesError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
