import {
  type CashierInfo,
  type CashierMovement,
  canCloseMovement,
  OBSERVATION_MAX,
  type SessionUser,
} from '@comandero/domain';
import { Alert, Button, Center, Group, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { useMoney } from '../../ui/useMoney';
import { CountFields } from './CountFields';
import { cashierFailure, cashierMessage } from './cashierMessages';
import { closeMovement, fetchCashierInfo, fetchMovement } from './cashiers.api';
import {
  type CloseContext,
  type CloseValues,
  cashMethodOf,
  closeRequest,
  closeResolver,
  liveCloseSummary,
} from './closeForm';
import { type CountFormValues, currencyOf, initialCount } from './countForm';
import { formatDateTime, localDateTimeInput } from './dateTime';
import { Difference, MethodTotals } from './MethodTotals';
import { forgetOpenCashier } from './openCashier';
import { useCashierTexts } from './useCashierTexts';
import { cashierKeys } from './useOpenCashier';

interface CloseFormProps {
  context: CloseContext;
  movement: CashierMovement;
  info: CashierInfo;
  onClose(): void;
}

function CloseForm({ context, movement, info, onClose }: CloseFormProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const client = useQueryClient();
  const cash = cashMethodOf(context.methods);
  const { control, register, handleSubmit, formState } = useForm<CloseValues>({
    resolver: closeResolver(context),
    defaultValues: {
      closeDate: localDateTimeInput(new Date()),
      methods: context.methods.map(() => ''),
      observation: '',
      ...initialCount(context.currency),
    },
  });
  const { errors, isSubmitting } = formState;
  const [counts, amount, methods, observation] = useWatch({
    control,
    name: ['counts', 'amount', 'methods', 'observation'],
  });
  const summary = liveCloseSummary(context, info.methodsBySystem, { counts, amount, methods });

  const save = async (values: CloseValues) => {
    const request = closeRequest(context, values);
    try {
      const closed = await closeMovement(movement.id, {
        version: movement.version,
        closeDate: request.closeDate!,
        ...(request.detail ? { detail: request.detail } : {}),
        methodsByUser: request.methodsByUser,
        observation: request.observation.trim(),
      });
      forgetOpenCashier(movement.cashier.id);
      await client.invalidateQueries({ queryKey: cashierKeys.all });
      notifySuccess(
        t('cashiers.close.done', { cashier: closed.cashier.name, difference: format(closed.difference ?? 0) }),
      );
      onClose();
    } catch (error) {
      notifyWarning(cashierFailure(error, t), t('cashiers.close.failed'));
    }
  };

  const counted = (method: string) => {
    const index = context.methods.findIndex((candidate) => candidate.name === method);
    if (index < 0) return <Text fw={700}>{format(0)}</Text>;
    const isCash = context.methods[index] === cash;
    return (
      <TextInput
        label={t('cashiers.close.counted')}
        aria-label={t('cashiers.close.countedOf', { method })}
        inputMode="decimal"
        leftSection="$"
        placeholder="0"
        disabled={isCash}
        value={isCash ? format(summary.methodsByUser[method] ?? 0).replace('$', '') : undefined}
        error={isCash ? undefined : cashierMessage(errors.methods?.[index]?.message, t)}
        styles={{
          label: { fontSize: 'var(--mantine-font-size-xs)', fontWeight: 600, color: 'var(--mantine-color-dimmed)' },
        }}
        {...(isCash ? {} : register(`methods.${index}`))}
      />
    );
  };

  const footer = (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Text c="dimmed" fz="sm">
          {t('cashiers.close.difference')}
        </Text>
        <Difference amount={summary.difference} size="xl" />
      </div>
      <Button
        type="submit"
        form="close-cashier-form"
        size="lg"
        color="red"
        loading={isSubmitting}
        leftSection={<IconLock size={22} />}
      >
        {t('cashiers.close.submit')}
      </Button>
    </Group>
  );

  return (
    <SideDrawer
      title={t('cashiers.close.title', { cashier: movement.cashier.name })}
      onClose={onClose}
      footer={footer}
      size="xl"
    >
      <form id="close-cashier-form" noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t('cashiers.close.openedAt', {
              date: formatDateTime(movement.openDate),
              user: movement.createdBy.name,
              amount: format(movement.amountEntered),
            })}
          </Text>
          {cash && (
            <>
              <div>
                <Text fw={700}>{t('cashiers.close.cashCount', { method: cash.name })}</Text>
                <Text c="dimmed" fz="sm">
                  {t('cashiers.close.cashHint', { amount: format(movement.amountEntered) })}
                </Text>
              </div>
              <CountFields
                control={control as unknown as Control<CountFormValues>}
                currency={context.currency}
                errors={errors}
              />
            </>
          )}
          <Text fw={700}>{t('cashiers.close.byMethod')}</Text>
          <MethodTotals
            summary={summary}
            order={context.methods.map((method) => method.name)}
            cashMethod={cash?.name ?? null}
            counted={counted}
          />
          <TextInput
            type="datetime-local"
            label={t('cashiers.close.closeDate')}
            withAsterisk
            error={cashierMessage(errors.closeDate?.message, t)}
            {...register('closeDate')}
          />
          <Textarea
            label={t('cashiers.close.observation')}
            description={t('cashiers.close.observationCount', { count: observation.length, max: OBSERVATION_MAX })}
            maxLength={OBSERVATION_MAX}
            rows={3}
            error={cashierMessage(errors.observation?.message, t)}
            {...register('observation')}
          />
        </Stack>
      </form>
    </SideDrawer>
  );
}

/** Spec 01 §5 close form: the system totals per method, the counted amounts, the difference. */
export default function CloseCashierDrawer({
  movementId,
  user,
  onClose,
}: {
  movementId: string;
  user: SessionUser;
  onClose(): void;
}) {
  useCashierTexts();
  const { t } = useTranslation();
  const movement = useQuery({ queryKey: cashierKeys.movement(movementId), queryFn: () => fetchMovement(movementId) });
  const info = useQuery({ queryKey: cashierKeys.info(movementId), queryFn: () => fetchCashierInfo(movementId) });
  const context: CloseContext = {
    currency: currencyOf(user.branch?.currency),
    methods: user.branch?.paymentMethods ?? [],
  };
  if (movement.data && info.data && canCloseMovement(movement.data.type)) {
    return <CloseForm context={context} movement={movement.data} info={info.data} onClose={onClose} />;
  }
  const failed = movement.isError || info.isError;
  return (
    <SideDrawer title={t('cashiers.close.titlePlain')} onClose={onClose}>
      {movement.data && !canCloseMovement(movement.data.type) ? (
        <Alert color="yellow" variant="light">
          {t('cashiers.close.readOnly')}
        </Alert>
      ) : failed ? (
        <Alert color="red" variant="light">
          {cashierFailure(movement.error ?? info.error, t)}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
    </SideDrawer>
  );
}
