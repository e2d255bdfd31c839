import {
  EXPENSE_CATEGORIES,
  EXPENSE_CONCEPT_MAX,
  type Expense,
  type ExpenseCategory,
  type ExpenseForm,
  expenseFormSchema,
} from '@comandero/domain';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { MoneyInput } from '../../ui/MoneyInput';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { schemaResolver } from '../../ui/schemaResolver';
import { SupplierSelect } from '../stock';
import { fieldError } from './fieldError';
import { today } from './purchaseForm';
import { createExpense, purchasingKeys, updateExpense } from './purchasing.api';

interface ExpenseValues {
  supplierId: string | null;
  concept: string;
  category: ExpenseCategory | null;
  amount: number | undefined;
  paid: number | undefined;
  date: string;
  invoiceNumber: string;
  observation: string;
}

/** What the form says, as the API reads it: an empty optional field is no value; no amount is 0 ('REQUIRED'). */
const formOf = (values: ExpenseValues) => ({
  supplierId: values.supplierId ?? undefined,
  concept: values.concept,
  category: values.category ?? undefined,
  amount: values.amount ?? 0,
  ...(values.paid === undefined ? {} : { paid: values.paid }),
  date: values.date,
  invoiceNumber: values.invoiceNumber.trim() || null,
  observation: values.observation.trim() || null,
});

const resolver = schemaResolver<ExpenseValues, ExpenseForm>({
  safeParse: (values) => expenseFormSchema.safeParse(formOf(values as ExpenseValues)),
});

/** Issue 17 item 8: an expense in a side drawer; its vendor can be created from the picker. */
export function ExpenseFormDrawer({ expense, onClose }: { expense: Expense | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { register, handleSubmit, control, formState } = useForm<ExpenseValues>({
    resolver,
    defaultValues: {
      supplierId: expense?.supplierId ?? null,
      concept: expense?.concept ?? '',
      category: expense?.category ?? null,
      amount: expense?.amount,
      paid: expense?.paid,
      date: expense?.date ?? today(),
      invoiceNumber: expense?.invoiceNumber ?? '',
      observation: expense?.observation ?? '',
    },
  });
  const { errors, isSubmitting } = formState;
  const error = (message: string | undefined) =>
    message === 'PAID_OVER_AMOUNT' ? t('purchasing.expenses.errors.paidOver') : fieldError(message, t);

  const save = async (values: ExpenseValues) => {
    const form = expenseFormSchema.parse(formOf(values));
    try {
      if (expense) await updateExpense(expense.id, { ...form, version: expense.version });
      else await createExpense(form);
      notifySuccess(expense ? t('purchasing.expenses.updated') : t('purchasing.expenses.created'));
      await client.invalidateQueries({ queryKey: purchasingKeys.all });
      onClose();
    } catch (failure) {
      notifyWarning(describeError(failure, t), t('purchasing.expenses.saveError'));
    }
  };

  return (
    <SideDrawer
      title={expense ? t('purchasing.expenses.editTitle', { name: expense.concept }) : t('purchasing.expenses.create')}
      onClose={onClose}
      size="md"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="expense-form" loading={isSubmitting}>
            {t('purchasing.expenses.save')}
          </Button>
        </Group>
      }
    >
      <form id="expense-form" noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <Controller
            control={control}
            name="supplierId"
            render={({ field }) => (
              <SupplierSelect
                required
                label={t('purchasing.expenses.vendor')}
                placeholder={t('purchasing.purchases.vendorPlaceholder')}
                creatable
                value={field.value}
                chosenName={expense?.vendor}
                onChange={field.onChange}
                error={error(errors.supplierId?.message)}
              />
            )}
          />
          <TextInput
            size="md"
            label={t('purchasing.expenses.concept')}
            placeholder={t('purchasing.expenses.conceptPlaceholder')}
            withAsterisk
            maxLength={EXPENSE_CONCEPT_MAX}
            autoComplete="off"
            error={error(errors.concept?.message)}
            {...register('concept')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Select
                  size="md"
                  label={t('purchasing.expenses.category')}
                  placeholder={t('purchasing.expenses.categoryPlaceholder')}
                  withAsterisk
                  data={EXPENSE_CATEGORIES.map((value) => ({
                    value,
                    label: t(`purchasing.expenses.categories.${value}`),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={error(errors.category?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              size="md"
              type="date"
              label={t('purchasing.expenses.date')}
              withAsterisk
              error={error(errors.date?.message)}
              {...register('date')}
            />
            <Controller
              control={control}
              name="amount"
              render={({ field }) => (
                <MoneyInput
                  label={t('purchasing.expenses.amount')}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  error={error(errors.amount?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="paid"
              render={({ field }) => (
                <MoneyInput
                  label={t('purchasing.expenses.paid')}
                  placeholder={t('purchasing.expenses.paidHint')}
                  value={field.value}
                  onChange={field.onChange}
                  error={error(errors.paid?.message)}
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            size="md"
            label={t('purchasing.expenses.invoice')}
            description={t('purchasing.vendors.optional')}
            maxLength={60}
            autoComplete="off"
            error={error(errors.invoiceNumber?.message)}
            {...register('invoiceNumber')}
          />
          <Textarea
            size="md"
            label={t('purchasing.expenses.observation')}
            description={t('purchasing.vendors.optional')}
            maxLength={500}
            rows={3}
            error={error(errors.observation?.message)}
            {...register('observation')}
          />
        </Stack>
      </form>
    </SideDrawer>
  );
}
