import { EXPENSE_CATEGORIES, type Expense, type ExpenseCategory } from '@comandero/domain';
import { Group, Select, Text } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateRangeFields, useDateRange } from '../../ui/DateRangeFilter';
import { EditDeleteActions } from '../../ui/EditDeleteActions';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { useMoney } from '../../ui/useMoney';
import { SupplierSelect } from '../stock';
import { ExpenseFormDrawer } from './ExpenseFormDrawer';
import { ListScreen, useListSearch } from './ListScreen';
import { deleteExpense, fetchExpensesPage, purchasingKeys } from './purchasing.api';

type Editing = { expense: Expense | null } | null;

/** Issue 17 item 8: the non-stock expenses (rent, services), filtered by days, vendor, category and concept. */
export function ExpensesTab() {
  const { t, i18n } = useTranslation();
  const formatMoney = useMoney();
  const client = useQueryClient();
  const list = useListSearch();
  const range = useDateRange();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [category, setCategory] = useState<ExpenseCategory | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [busy, setBusy] = useState(false);
  const filters = {
    ...(list.search ? { concept: list.search } : {}),
    ...range.filter,
    ...(supplierId ? { supplierId } : {}),
    ...(category ? { category } : {}),
  };
  // Another filter starts again on page 1, as a new search does.
  const filterKey = JSON.stringify(filters);
  const [pagedFor, setPagedFor] = useState(filterKey);
  const page = pagedFor === filterKey ? list.page : 1;
  const expenses = useQuery({
    queryKey: purchasingKeys.expensePage(page - 1, filters),
    queryFn: () => fetchExpensesPage(page - 1, filters),
    placeholderData: keepPreviousData,
    // A range of 90 days or more is refused by the server too: the last list stays, the field says why.
    enabled: !range.refused,
  });
  // A day without a time, shown as that day wherever the tablet is.
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const categoryLabel = (value: ExpenseCategory) => t(`purchasing.expenses.categories.${value}`);
  const categories = EXPENSE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

  const remove = async (expense: Expense) => {
    setBusy(true);
    try {
      await deleteExpense(expense.id);
      notifySuccess(t('purchasing.expenses.removed'));
      setDeleting(null);
      await client.invalidateQueries({ queryKey: purchasingKeys.all });
    } catch (error) {
      notifyWarning(describeError(error, t), t('purchasing.expenses.removeError'));
    } finally {
      setBusy(false);
    }
  };

  const toolbar = (
    <>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <DateRangeFields
          range={range}
          fromLabel={t('purchasing.expenses.filters.from')}
          toLabel={t('purchasing.expenses.filters.to')}
          refusedText={t('purchasing.expenses.filters.range')}
        />
      </Group>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <div style={{ flex: '1 1 220px' }}>
          <SupplierSelect
            label={t('purchasing.expenses.vendor')}
            placeholder={t('purchasing.expenses.filters.allVendors')}
            value={supplierId}
            onChange={setSupplierId}
          />
        </div>
        <Select
          size="md"
          style={{ flex: '1 1 220px' }}
          label={t('purchasing.expenses.category')}
          placeholder={t('purchasing.expenses.filters.allCategories')}
          data={categories}
          value={category}
          onChange={(value) => setCategory(value as ExpenseCategory | null)}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {expenses.isSuccess && expenses.data.totalElements > 0 && (
        <Group gap="lg" justify="flex-end" data-testid="expenses-total">
          <Text fw={700}>{t('purchasing.expenses.total', { amount: formatMoney(expenses.data.totalAmount) })}</Text>
          <Text c="dimmed">{t('purchasing.expenses.totalPaid', { amount: formatMoney(expenses.data.totalPaid) })}</Text>
        </Group>
      )}
    </>
  );

  return (
    <ListScreen
      createLabel={t('purchasing.expenses.create')}
      onCreate={() => setEditing({ expense: null })}
      list={{
        ...list,
        page,
        setPage: (next) => {
          setPagedFor(filterKey);
          list.setPage(next);
        },
      }}
      query={expenses}
      label={t('purchasing.expenses.label')}
      rowKey={(row) => row.id}
      onOpen={(row) => setEditing({ expense: row })}
      toolbar={toolbar}
      filtered={filterKey !== '{}'}
      columns={[
        {
          key: 'concept',
          label: t('purchasing.expenses.columns.concept'),
          render: (row) => (
            <>
              {row.concept}
              <Text c="dimmed" fz="sm" fw={400}>
                {categoryLabel(row.category)}
              </Text>
            </>
          ),
        },
        {
          key: 'date',
          label: t('purchasing.expenses.columns.date'),
          nowrap: true,
          render: (row) => day.format(new Date(`${row.date}T00:00:00Z`)),
        },
        { key: 'vendor', label: t('purchasing.expenses.columns.vendor'), render: (row) => row.vendor },
        {
          key: 'amount',
          label: t('purchasing.expenses.columns.amount'),
          nowrap: true,
          // What is still owed shows under the amount; a paid expense is its amount alone.
          render: (row) => (
            <>
              {formatMoney(row.amount)}
              {row.pending > 0 && (
                <Text c="paprika.8" fz="sm">
                  {t('purchasing.expenses.paidOf', { amount: formatMoney(row.paid) })}
                </Text>
              )}
            </>
          ),
        },
        { key: 'createdBy', label: t('purchasing.expenses.columns.createdBy'), render: (row) => row.createdBy },
      ]}
      actions={(row) => (
        <EditDeleteActions
          editLabel={t('purchasing.list.edit', { name: row.concept })}
          deleteLabel={t('purchasing.list.delete', { name: row.concept })}
          onEdit={() => setEditing({ expense: row })}
          onDelete={() => setDeleting(row)}
        />
      )}
      empty={{
        icon: <IconReportMoney size={40} stroke={1.5} />,
        title: t('purchasing.expenses.emptyTitle'),
        text: t('purchasing.expenses.emptyText'),
      }}
    >
      {editing && <ExpenseFormDrawer expense={editing.expense} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('purchasing.vendors.confirmTitle')}
        confirmLabel={t('purchasing.vendors.confirmYes')}
        color="red"
        loading={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('purchasing.expenses.deleteText', {
          concept: deleting?.concept ?? '',
          amount: deleting ? formatMoney(deleting.amount) : '',
        })}
      </ConfirmDialog>
    </ListScreen>
  );
}
