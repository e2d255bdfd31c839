import {
  lockedProductFields,
  PRODUCT_DEFAULTS,
  type ProductAdminDetail,
  type ProductFormInput,
  productFormOf,
  productFormSchema,
  withPrepared,
} from '@comandero/domain';
import {
  Badge,
  Button,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { MoneyInput } from '../../ui/MoneyInput';
import { isStale, menuFieldMessage } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { schemaResolver } from '../../ui/schemaResolver';
import { CategoryField } from './CategoryField';
import { createProduct, fetchPrinters, menuAdminKeys, updateProduct } from './menuAdmin.api';
import { ProductImageField } from './ProductImageField';
import { ProductStockPlaceFields } from './ProductStockPlaceFields';
import { SizesEditor } from './SizesEditor';

export interface ProductValues {
  name: string;
  sku: string;
  price: number | undefined;
  description: string;
  categoryId: string;
  sizes: { id?: string; name: string; price: number | undefined }[];
  printerId: string | null;
  locationId: string | null;
  supplierId: string | null;
  active: boolean;
  menuOnline: boolean;
  allowWithoutStock: boolean;
  isPrepared: boolean;
  isCalculatedCost: boolean;
  stockMinimum: number | undefined;
  quantity: number | undefined;
  productCost: number | undefined;
}

const NO_PRINTER = 'none';

/** The form's starting values: the stored product, or the spec's defaults for a new one (02 §4). */
function valuesOf(product: ProductAdminDetail | null): ProductValues {
  if (!product) {
    return {
      name: '',
      sku: '',
      price: undefined,
      description: '',
      categoryId: '',
      sizes: [],
      printerId: null,
      locationId: null,
      supplierId: null,
      ...PRODUCT_DEFAULTS,
    };
  }
  const form = productFormOf(product);
  return {
    name: form.name,
    sku: form.sku ?? '',
    price: form.price,
    description: form.description ?? '',
    categoryId: form.categoryId,
    sizes: (form.sizes ?? []).map((size) => ({ id: size.id, name: size.name, price: size.price })),
    printerId: form.printerId ?? null,
    locationId: form.locationId ?? null,
    supplierId: form.supplierId ?? null,
    active: form.active ?? true,
    menuOnline: form.menuOnline ?? true,
    allowWithoutStock: form.allowWithoutStock ?? false,
    isPrepared: form.isPrepared ?? true,
    isCalculatedCost: form.isCalculatedCost ?? true,
    stockMinimum: form.stockMinimum,
    quantity: form.quantity,
    productCost: form.productCost,
  };
}

const countOf = (value: number | string) => (typeof value === 'number' ? value : undefined);

/** The server named a bad field: shown under it (paths like 'sizes.0.price' or '0.name'). */
function fieldOfFailure(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return null;
  const [detail] = error.details as { path?: string; message?: string }[];
  const field = detail?.path?.replace(/^\d+\./, '');
  return field && detail?.message ? { field, message: detail.message } : null;
}

interface ProductInfoFormProps {
  product: ProductAdminDetail | null;
  onCreated(product: ProductAdminDetail): void;
  onSaved(product: ProductAdminDetail): void;
  /** The product changed since it was read (409): read it again. */
  onStale(): void;
  onCancel(): void;
}

/** The product modal's info tab (spec 02 §3, §5): checked with the domain's schema, as the server checks it. */
export function ProductInfoForm({ product, onCreated, onSaved, onStale, onCancel }: ProductInfoFormProps) {
  const { t } = useTranslation();
  const printers = useQuery({ queryKey: menuAdminKeys.printers, queryFn: fetchPrinters });
  const { control, register, handleSubmit, formState, watch, setValue, getValues, reset, setError } =
    useForm<ProductValues>({
      resolver: schemaResolver(productFormSchema),
      defaultValues: valuesOf(product),
    });
  const { errors, isSubmitting } = formState;
  const message = (text: string | undefined) => menuFieldMessage(text, t);
  const locks = lockedProductFields({ isPrepared: watch('isPrepared'), isCalculatedCost: watch('isCalculatedCost') });

  const save = async (values: ProductValues) => {
    const form = { ...values, sku: values.sku || null, description: values.description || null } as ProductFormInput;
    try {
      if (product) {
        const saved = await updateProduct(product.id, { ...form, version: product.version });
        notifySuccess(t('menuAdmin.notice.saved'));
        reset(valuesOf(saved));
        onSaved(saved);
      } else {
        const created = await createProduct(form);
        notifySuccess(t('menuAdmin.notice.created'));
        reset(valuesOf(created));
        onCreated(created);
      }
    } catch (error) {
      const field = fieldOfFailure(error);
      if (field) setError(field.field as keyof ProductValues, { message: field.message });
      notifyWarning(
        describeError(error, t),
        product ? t('menuAdmin.notice.saveError') : t('menuAdmin.notice.createError'),
      );
      if (product && isStale(error)) onStale();
    }
  };

  const printerOptions = [
    { value: NO_PRINTER, label: t('menuAdmin.product.printerNone') },
    ...(printers.data ?? []).map((printer) => ({ value: printer.id, label: printer.nameCustom })),
  ];
  const flag = (name: 'active' | 'menuOnline' | 'allowWithoutStock', label: string, description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          size="md"
          label={label}
          description={description}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit(save)} aria-label={t('menuAdmin.product.tabs.info')}>
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <ProductImageField product={product} />
          <Stack gap="md" style={{ flex: '1 1 280px', minWidth: 0 }}>
            <TextInput
              label={t('menuAdmin.product.name')}
              withAsterisk
              maxLength={80}
              autoComplete="off"
              error={message(errors.name?.message)}
              {...register('name')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Controller
                control={control}
                name="price"
                render={({ field }) => (
                  <MoneyInput
                    label={t('menuAdmin.product.price')}
                    withAsterisk
                    value={field.value}
                    // The first size follows the base price until it is given its own (issue 30):
                    // a product with sizes has its price typed once.
                    onChange={(next) => {
                      const first = getValues('sizes.0');
                      if (first && (first.price === undefined || first.price === field.value)) {
                        setValue('sizes.0.price', next);
                      }
                      field.onChange(next);
                    }}
                    onBlur={field.onBlur}
                    error={message(errors.price?.message)}
                  />
                )}
              />
              <TextInput
                label={t('menuAdmin.product.sku')}
                description={t('menuAdmin.product.optional')}
                maxLength={60}
                autoComplete="off"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...register('sku')}
              />
            </SimpleGrid>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <CategoryField
                value={field.value}
                onChange={field.onChange}
                error={message(errors.categoryId?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="printerId"
            render={({ field }) => (
              <Select
                size="md"
                label={t('menuAdmin.product.printer')}
                data={printerOptions}
                value={field.value ?? NO_PRINTER}
                onChange={(value) => field.onChange(value === NO_PRINTER ? null : value)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          size="md"
          label={t('menuAdmin.product.description')}
          description={t('menuAdmin.product.optional')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={2}
          maxLength={500}
          {...register('description')}
        />
        <SizesEditor control={control} register={register} errors={errors} basePrice={() => getValues('price')} />
        <Divider label={t('menuAdmin.product.flags')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {flag('active', t('menuAdmin.product.active'), t('menuAdmin.product.activeHelp'))}
          {flag('menuOnline', t('menuAdmin.product.menuOnline'))}
          <Controller
            control={control}
            name="isPrepared"
            render={({ field }) => (
              <Stack gap={6} align="flex-start">
                <Switch
                  size="md"
                  label={t('menuAdmin.product.isPrepared')}
                  description={t('menuAdmin.product.isPreparedHelp')}
                  checked={field.value}
                  // Switching prepared copies its value into calculated cost (spec 02 §4).
                  onChange={(event) => {
                    const next = withPrepared(getValues(), event.currentTarget.checked);
                    field.onChange(next.isPrepared);
                    setValue('isCalculatedCost', next.isCalculatedCost);
                  }}
                />
                {/* A prepared product takes from stock through its recipe: without one nothing ever
                  depletes, so the form says so, as the inventory list does (issue 30 item 8). */}
                {field.value && !product?.hasRecipe && (
                  <Badge color="orange" variant="light" tt="none" size="lg">
                    {t('menuAdmin.products.noRecipe')}
                  </Badge>
                )}
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="isCalculatedCost"
            render={({ field }) => (
              <Switch
                size="md"
                label={t('menuAdmin.product.isCalculatedCost')}
                description={t('menuAdmin.product.isCalculatedCostHelp')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {flag('allowWithoutStock', t('menuAdmin.product.allowWithoutStock'))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Controller
            control={control}
            name="stockMinimum"
            render={({ field }) => (
              <NumberInput
                size="md"
                label={t('menuAdmin.product.stockMinimum')}
                min={0}
                allowNegative={false}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(countOf(value))}
                error={message(errors.stockMinimum?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                size="md"
                label={t('menuAdmin.product.quantity')}
                description={locks.quantity ? t('menuAdmin.product.quantityLocked') : undefined}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                disabled={locks.quantity}
                min={0}
                allowNegative={false}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(countOf(value))}
                error={message(errors.quantity?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="productCost"
            render={({ field }) => (
              <MoneyInput
                label={t('menuAdmin.product.productCost')}
                description={locks.productCost ? t('menuAdmin.product.productCostLocked') : undefined}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                disabled={locks.productCost}
                value={field.value}
                onChange={field.onChange}
                error={message(errors.productCost?.message)}
              />
            )}
          />
        </SimpleGrid>
        <ProductStockPlaceFields control={control} />
        <Text c="dimmed" fz="sm" hidden={product !== null}>
          {t('menuAdmin.product.lockedUntilCreated')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {product ? t('menuAdmin.product.save') : t('menuAdmin.product.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
