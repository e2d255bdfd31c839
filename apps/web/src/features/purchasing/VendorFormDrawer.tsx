import { type Supplier, supplierFormSchema } from '@comandero/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { schemaResolver } from '../../ui/schemaResolver';
import { stockKeys } from '../stock';
import { fieldError } from './fieldError';
import { createVendor, purchasingKeys, updateVendor } from './purchasing.api';

interface VendorValues {
  name: string;
  phone: string;
  address: string;
}

/** Spec 02 §3 vendor: name, phone and address in a side drawer (the spec's placeholder, built). */
export function VendorFormDrawer({ vendor, onClose }: { vendor: Supplier | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { register, handleSubmit, formState } = useForm<VendorValues>({
    resolver: schemaResolver(supplierFormSchema),
    defaultValues: { name: vendor?.name ?? '', phone: vendor?.phone ?? '', address: vendor?.address ?? '' },
  });
  const { errors, isSubmitting } = formState;

  const save = async (values: VendorValues) => {
    // An empty optional field is no value, not an empty text.
    const form = { name: values.name, phone: values.phone.trim() || null, address: values.address.trim() || null };
    try {
      if (vendor) await updateVendor(vendor.id, form);
      else await createVendor(form);
      notifySuccess(vendor ? t('purchasing.vendors.updated') : t('purchasing.vendors.created'));
      // The list with its totals, and the pickers' one supplier cache.
      await Promise.all([
        client.invalidateQueries({ queryKey: purchasingKeys.vendors }),
        client.invalidateQueries({ queryKey: stockKeys.suppliers }),
      ]);
      onClose();
    } catch (error) {
      notifyWarning(describeError(error, t), t('purchasing.vendors.saveError'));
    }
  };

  return (
    <SideDrawer
      title={vendor ? t('purchasing.vendors.editTitle', { name: vendor.name }) : t('purchasing.vendors.createTitle')}
      onClose={onClose}
      size="md"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="vendor-form" loading={isSubmitting}>
            {t('purchasing.vendors.save')}
          </Button>
        </Group>
      }
    >
      <form id="vendor-form" noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <TextInput
            label={t('purchasing.vendors.name')}
            withAsterisk
            maxLength={80}
            autoComplete="off"
            error={fieldError(errors.name?.message, t)}
            {...register('name')}
          />
          <TextInput
            label={t('purchasing.vendors.phone')}
            description={t('purchasing.vendors.optional')}
            type="tel"
            inputMode="tel"
            maxLength={30}
            error={fieldError(errors.phone?.message, t)}
            {...register('phone')}
          />
          <TextInput
            label={t('purchasing.vendors.address')}
            description={t('purchasing.vendors.optional')}
            maxLength={200}
            error={fieldError(errors.address?.message, t)}
            {...register('address')}
          />
        </Stack>
      </form>
    </SideDrawer>
  );
}
