import { type Cashier, cashierFormSchema } from '@comandero/domain';
import { Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { cashierFailure, cashierMessage, putError } from './cashierMessages';
import { createCashier, fetchBranchUsers, updateCashier } from './cashiers.api';
import { cashierKeys } from './useOpenCashier';

interface CashierValues {
  name: string;
  userIds: string[];
}

const cashierResolver: Resolver<CashierValues> = async (values) => {
  const parsed = cashierFormSchema.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) putError(errors, issue.path.slice(0, 1).map(String), issue.message);
  return { values: {}, errors };
};

/** Spec 02 §2: create and edit a cashier box in a drawer, its name and the users who work it. */
export function CashierFormDrawer({ cashier, onClose }: { cashier: Cashier | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const users = useQuery({ queryKey: ['users', 'cashier-picker'], queryFn: fetchBranchUsers });
  const { control, register, handleSubmit, formState } = useForm<CashierValues>({
    resolver: cashierResolver,
    defaultValues: { name: cashier?.name ?? '', userIds: cashier?.users.map((user) => user.id) ?? [] },
  });
  const { errors, isSubmitting } = formState;
  // Users already assigned stay listed even beyond the first page of the picker.
  const options = new Map((cashier?.users ?? []).map((user) => [user.id, user.name]));
  for (const user of users.data?.content ?? []) options.set(user.id, user.name ?? user.email ?? user.id);

  const save = async (values: CashierValues) => {
    const form = { name: values.name.trim(), userIds: values.userIds };
    try {
      await (cashier ? updateCashier(cashier.id, form) : createCashier(form));
      await client.invalidateQueries({ queryKey: cashierKeys.all });
      notifySuccess(cashier ? t('cashiers.list.updated') : t('cashiers.list.created'));
      onClose();
    } catch (error) {
      notifyWarning(
        cashierFailure(error, t),
        cashier ? t('cashiers.list.updateError') : t('cashiers.list.createError'),
      );
    }
  };

  return (
    <SideDrawer
      title={cashier ? t('cashiers.form.editTitle', { cashier: cashier.name }) : t('cashiers.form.createTitle')}
      onClose={onClose}
      size="md"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="cashier-form" loading={isSubmitting}>
            {t('cashiers.form.save')}
          </Button>
        </Group>
      }
    >
      <form id="cashier-form" noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <TextInput
            label={t('cashiers.form.name')}
            withAsterisk
            maxLength={60}
            error={cashierMessage(errors.name?.message, t)}
            {...register('name')}
          />
          <Controller
            control={control}
            name="userIds"
            render={({ field }) => (
              <MultiSelect
                label={t('cashiers.form.users')}
                description={t('cashiers.form.usersHelp')}
                placeholder={field.value.length === 0 ? t('cashiers.form.usersPlaceholder') : undefined}
                size="md"
                searchable
                clearable
                nothingFoundMessage={t('cashiers.form.noUsers')}
                data={[...options].map(([value, label]) => ({ value, label }))}
                value={field.value}
                onChange={field.onChange}
                disabled={users.isPending && options.size === 0}
              />
            )}
          />
        </Stack>
      </form>
    </SideDrawer>
  );
}
