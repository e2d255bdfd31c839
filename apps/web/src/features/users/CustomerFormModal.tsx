import { type Customer, customerFormSchema } from '@comandero/domain';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { schemaResolver } from '../../ui/schemaResolver';
import { createCustomer, customerKeys, updateCustomer } from './customers.api';
import { describeFailure, failureText, fieldOfFailure } from './userMessages';

interface CustomerValues {
  name: string;
  email: string;
  phone: string;
  address: { address: string; addressLine1: string; neighborhood: string };
}

/** Spec 02 §2, §5: create and edit a customer in a modal; only the name is required. */
export function CustomerFormModal({ customer, onClose }: { customer: Customer | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm<CustomerValues>({
    resolver: schemaResolver(customerFormSchema),
    defaultValues: {
      name: customer?.name ?? '',
      // A {phone}@{host} placeholder already arrives empty (spec 01 §3).
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      address: {
        address: customer?.address.address ?? '',
        addressLine1: customer?.address.addressLine1 ?? '',
        neighborhood: customer?.address.neighborhood ?? '',
      },
    },
  });
  const { errors, isSubmitting } = formState;
  const message = (text: string | undefined) => (text === undefined ? undefined : failureText(text, t));
  // Address parts allow the marks an address is written with: their own wording of the pattern.
  const addressMessage = (text: string | undefined) =>
    text === 'ERROR ALPHANUMERIC' ? t('customers.validation.address') : message(text);

  const save = async (values: CustomerValues) => {
    try {
      await (customer ? updateCustomer(customer.id, values) : createCustomer(values));
      await client.invalidateQueries({ queryKey: customerKeys.all });
      notifySuccess(customer ? t('users.list.updated') : t('users.list.created'));
      onClose();
    } catch (error) {
      const field = fieldOfFailure(error);
      if (field && ['name', 'email', 'phone'].includes(field.field)) {
        setError(field.field as 'name', { message: field.message });
      }
      notifyWarning(describeFailure(error, t), customer ? t('users.list.updateError') : t('users.list.createError'));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      size="lg"
      title={customer ? t('customers.form.editTitle', { customer: customer.name }) : t('customers.form.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <TextInput
            label={t('customers.form.name')}
            withAsterisk
            maxLength={80}
            autoComplete="off"
            error={message(errors.name?.message)}
            {...register('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('customers.form.phone')}
              description={t('customers.form.optional')}
              type="tel"
              inputMode="tel"
              maxLength={30}
              error={message(errors.phone?.message)}
              {...register('phone')}
            />
            <TextInput
              label={t('customers.form.email')}
              description={t('customers.form.optional')}
              type="email"
              maxLength={254}
              error={message(errors.email?.message)}
              {...register('email')}
            />
          </SimpleGrid>
          <TextInput
            label={t('customers.form.address')}
            description={t('customers.form.optional')}
            maxLength={120}
            error={addressMessage(errors.address?.address?.message)}
            {...register('address.address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('customers.form.addressLine1')}
              description={t('customers.form.optional')}
              maxLength={120}
              error={addressMessage(errors.address?.addressLine1?.message)}
              {...register('address.addressLine1')}
            />
            <TextInput
              label={t('customers.form.neighborhood')}
              description={t('customers.form.optional')}
              maxLength={120}
              error={addressMessage(errors.address?.neighborhood?.message)}
              {...register('address.neighborhood')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('customers.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
