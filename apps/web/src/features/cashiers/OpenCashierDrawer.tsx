import { type Cashier, openCashierSchema, type SessionUser } from '@comandero/domain';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Control, Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../app/api';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { useMoney } from '../../ui/useMoney';
import { CountFields } from './CountFields';
import { cashierFailure, cashierMessage, putError } from './cashierMessages';
import { openCashier } from './cashiers.api';
import { type CountFormValues, countDetail, currencyOf, initialCount, liveCountTotal } from './countForm';
import { isoWithOffset, localDateTimeInput } from './dateTime';
import { rememberOpenCashier } from './openCashier';
import { useCashierTexts } from './useCashierTexts';
import { cashierKeys, fetchTopBarCashiers, managesCashiers } from './useOpenCashier';

interface OpenValues extends CountFormValues {
  cashierId: string | null;
  createdAt: string;
  /** Where the 'ERROR CASHIER TOTAL' refusal lands; no input holds it. */
  total?: number;
}

/** The domain's open schema on the form's values: the spec's messages on the fields that caused them. */
const openResolver =
  (currency: ReturnType<typeof currencyOf>): Resolver<OpenValues> =>
  async (values) => {
    const parsed = openCashierSchema(currency).safeParse({
      cashierId: values.cashierId ?? undefined,
      createdAt: isoWithOffset(values.createdAt),
      detail: countDetail(currency, values),
    });
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      // detail.counts.bill_1000 → counts.bill_1000; detail.amount → amount; detail.total → total.
      putError(errors, path[0] === 'detail' ? path.slice(1) : path.slice(0, 1), issue.message);
    }
    // The total is checked only once the rest parses; say it now too, so every mistake shows at once.
    const countsValid = !parsed.error.issues.some((issue) => issue.path[0] === 'detail');
    if (countsValid && liveCountTotal(currency, values) === 0) putError(errors, ['total'], 'ERROR CASHIER TOTAL');
    return { values: {}, errors };
  };

/** The cashiers this user may open: any closed one for administrators, else the user's own. */
function useOpenable(user: SessionUser) {
  const scope = managesCashiers(user) ? 'all' : 'mine';
  const cashiers = useQuery({ queryKey: cashierKeys.topBar(scope), queryFn: () => fetchTopBarCashiers(scope) });
  const list = cashiers.data ?? [];
  const closed = list.filter((cashier) => cashier.openMovementId === null);
  const fixed = closed.find((cashier) => cashier.id === user.cashier?.id) ?? closed[0] ?? null;
  return { list, closed, fixed, loaded: cashiers.isSuccess };
}

/** Spec 01 §5 open form: the cashier, the opening date and the counted coins and bills (total not 0). */
export default function OpenCashierDrawer({
  user,
  onOpened,
  onClose,
}: {
  user: SessionUser;
  /** After the server opened the cashier, before the drawer closes (a warning that asked for it goes). */
  onOpened?(): void;
  onClose(): void;
}) {
  useCashierTexts();
  const { t } = useTranslation();
  const format = useMoney();
  const client = useQueryClient();
  const currency = currencyOf(user.branch?.currency);
  const chooses = managesCashiers(user);
  const { list, closed, fixed, loaded } = useOpenable(user);
  const form = useForm<OpenValues>({
    resolver: openResolver(currency),
    defaultValues: { cashierId: null, createdAt: localDateTimeInput(new Date()), ...initialCount(currency) },
  });
  const { control, register, handleSubmit, setValue, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const counted = useWatch({ control, name: ['counts', 'amount'] });
  const total = liveCountTotal(currency, { counts: counted[0], amount: counted[1] });

  useEffect(() => {
    if (!chooses && fixed && getValues('cashierId') === null) setValue('cashierId', fixed.id);
  }, [chooses, fixed, getValues, setValue]);

  const save = async (values: OpenValues) => {
    const cashierId = values.cashierId!;
    try {
      const opened = await openCashier({
        cashierId,
        createdAt: isoWithOffset(values.createdAt)!,
        detail: countDetail(currency, values),
      });
      rememberOpenCashier(cashierId);
      // The top bar shows the cashier open at once; the lists catch up.
      client.setQueriesData<Cashier[]>({ queryKey: ['cashiers', 'top-bar'] }, (list) =>
        list?.map((cashier) => (cashier.id === cashierId ? { ...cashier, openMovementId: opened.id } : cashier)),
      );
      await client.invalidateQueries({ queryKey: cashierKeys.all });
      const name = list.find((cashier: Cashier) => cashier.id === cashierId)?.name ?? '';
      notifySuccess(t('cashiers.open.done', { cashier: name }));
      onOpened?.();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CASHIER_ALREADY_OPEN') {
        await client.invalidateQueries({ queryKey: cashierKeys.all });
      }
      notifyWarning(cashierFailure(error, t), t('cashiers.open.failed'));
    }
  };

  const noCashier = loaded && !chooses && !fixed;
  const totalError = cashierMessage(errors.total?.message, t);
  const footer = (
    <Group justify="space-between" wrap="nowrap" align="center">
      <div>
        <Text c="dimmed" fz="sm">
          {t('cashiers.count.total')}
        </Text>
        <Text fw={800} fz={26} lh={1.1} data-testid="count-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {format(total)}
        </Text>
        {totalError && (
          <Text c="red" fz="sm" role="alert">
            {totalError}
          </Text>
        )}
      </div>
      <Button
        type="submit"
        form="open-cashier-form"
        size="lg"
        loading={isSubmitting}
        disabled={noCashier}
        leftSection={<IconLockOpen size={22} />}
      >
        {t('cashiers.open.submit')}
      </Button>
    </Group>
  );

  return (
    <SideDrawer title={t('cashiers.open.title')} onClose={onClose} footer={footer} size="xl">
      <form id="open-cashier-form" noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          {chooses ? (
            <Controller
              control={control}
              name="cashierId"
              render={({ field }) => (
                <Select
                  label={t('cashiers.open.cashier')}
                  placeholder={t('cashiers.open.choose')}
                  withAsterisk
                  size="md"
                  allowDeselect={false}
                  data={list.map((cashier) => ({
                    value: cashier.id,
                    label: cashier.openMovementId ? t('cashiers.open.isOpen', { cashier: cashier.name }) : cashier.name,
                    disabled: !closed.includes(cashier),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={cashierMessage(errors.cashierId?.message, t)}
                />
              )}
            />
          ) : noCashier ? (
            <Alert color="yellow" variant="light" title={t('cashiers.open.noneTitle')}>
              {list.length === 0 ? t('cashiers.open.noneAssigned') : t('cashiers.open.allOpen')}
            </Alert>
          ) : (
            <TextInput label={t('cashiers.open.cashier')} value={fixed?.name ?? ''} readOnly variant="filled" />
          )}
          <TextInput
            type="datetime-local"
            label={t('cashiers.open.createdAt')}
            withAsterisk
            error={cashierMessage(errors.createdAt?.message, t)}
            {...register('createdAt')}
          />
          <Text fw={700}>{t('cashiers.count.title')}</Text>
          <CountFields
            control={control as unknown as Control<CountFormValues>}
            currency={currency}
            errors={errors}
            disabled={noCashier}
          />
        </Stack>
      </form>
    </SideDrawer>
  );
}
