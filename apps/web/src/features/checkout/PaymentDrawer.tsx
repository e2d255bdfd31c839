import {
  type CloseResult,
  money,
  type OrderLine,
  type SalesDiscount,
  suggestedTip,
  type TipChoice,
} from '@comandero/domain';
import { Alert, Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useCheckoutSettings } from '../../app/checkoutSettings';
import { describeError } from '../../app/errors';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { SideDrawer } from '../../ui/SideDrawer';
import { useCurrency, useMoney } from '../../ui/useMoney';
import { printProvisionalBill } from '../printing';
import { billOf, type SplitChoice, tipOf } from './bill';
import { ChargeFailure } from './ChargeFailure';
import { PaymentFields, QuickCash } from './PaymentFields';
import { PriceSummaryView } from './PriceSummaryView';
import { checkPayment, EMPTY_PAYMENT, isCash, type PaymentErrors, type PaymentState } from './payment';
import { provisionalBill, provisionalNumberOf, provisionalResult } from './provisionalResult';
import { SplitOptions } from './SplitOptions';
import { TipField } from './TipField';
import { type Charge, useCharge } from './useCharge';

const WHOLE: SplitChoice = { kind: 'whole' };

export interface PaymentDrawerProps {
  title: string;
  lines: readonly OrderLine[];
  discount: SalesDiscount | null;
  people: number | null;
  serviceType: 'onsite' | 'self-service' | 'delivery';
  /** A delivery's fee (cash on delivery: the received amount is not required). */
  deliveryValue?: number;
  /** Tables may split the bill; the split lives with the caller (it outlasts one payment). */
  split?: { value: SplitChoice; onChange(split: SplitChoice): void; locked: boolean };
  /** Why it cannot be charged now (lines not sent yet). */
  blocked?: ReactNode;
  /** Shown above the form (a part just paid). */
  notice?: ReactNode;
  charge: Charge;
  /** The table charged, for a charge kept on this device. */
  table?: { id: string; name: string };
  /** `queued`: kept on this device, the result is what this device computed (provisionalResult). */
  onCharged(result: CloseResult, queued?: boolean): void;
  onClose(): void;
}

/**
 * Spec 01 §2 close-table drawer (also the self-service payment): price summary with taxes and tip,
 * the branch's payment methods, cash received with a pad and the live change, observation, and for
 * tables the split options. The total shown is sent as expectedTotal.
 */
export function PaymentDrawer(props: PaymentDrawerProps) {
  const { title, lines, discount, people, serviceType, split, blocked, notice, onClose } = props;
  const { t } = useTranslation();
  const format = useMoney();
  const currency = useCurrency();
  const user = useSession((state) => state.user);
  const settings = useCheckoutSettings();
  const [tipChoice, setTip] = useState<TipChoice | null>(null);
  const [chosen, setPayment] = useState<PaymentState | null>(null);
  const [tried, setTried] = useState(false);
  const charge = useCharge(props.charge);

  if (!settings.data) {
    return (
      <SideDrawer title={title} onClose={onClose}>
        {settings.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            {describeError(settings.error, t)}
          </Alert>
        ) : (
          <Center py="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        )}
      </SideDrawer>
    );
  }
  const checkout = settings.data;
  const suggestion = suggestedTip(checkout.tips, serviceType);
  const tip = tipChoice ?? suggestion;
  const delivery = serviceType === 'delivery';
  const bill = billOf({
    lines,
    discount,
    settings: checkout,
    tip,
    people,
    split: split?.value ?? WHOLE,
    deliveryValue: props.deliveryValue ?? 0,
  });
  const total = money(charge.totalFor(bill.total));
  // Issue 14: the branch's first method (cash) is chosen already.
  const payment = chosen ?? { ...EMPTY_PAYMENT, methodPay: checkout.paymentMethods[0]?.name ?? null };
  const check = checkPayment(payment, checkout, total, delivery);
  const errors: PaymentErrors = tried && !check.ok ? check.errors : {};
  const equalPart = bill.shares && bill.paying !== null;

  const submit = async (paying: PaymentState = payment) => {
    setTried(true);
    const check = checkPayment(paying, checkout, total, delivery);
    if (!check.ok || bill.empty || blocked) return;
    const result = await charge.send(
      {
        methodPay: check.payment.methodPay,
        valueReceive: check.payment.valueReceive,
        observation: check.payment.observation,
        tip,
        expectedTotal: total,
        ...(bill.part ? { part: bill.part } : {}),
      },
      bill.total,
    );
    if (!result) return;
    if ('queued' in result) {
      const { methodPay, valueReceive, observation } = check.payment;
      const charge = {
        operationId: result.operationId,
        provisionalNumber: provisionalNumberOf(result.sequence),
        bill,
        payment: { methodPay, valueReceive, observation, valueReturn: check.payment.valueReturn },
        lines,
        discount,
        people,
        serviceType,
        table: props.table ?? null,
        cashier: null,
      };
      // The server cannot be reached: the bill prints here now, with its provisional number.
      void printProvisionalBill(provisionalBill(charge, user?.name ?? ''), currency).catch(() => undefined);
      return props.onCharged(provisionalResult(charge), true);
    }
    if (result.remainingParts > 0) {
      setPayment(null);
      setTried(false);
    }
    props.onCharged(result);
  };

  const footer = (
    <Stack gap="sm">
      {isCash(payment.methodPay, checkout) && (
        <QuickCash
          settings={checkout}
          total={total}
          disabled={charge.charging || bill.empty || !!blocked}
          onCharge={(received) => {
            const paying = { ...payment, received };
            setPayment(paying);
            void submit(paying);
          }}
        />
      )}
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text c="dimmed" fz="sm">
            {equalPart
              ? t('payment.split.payingPart', { part: (bill.paying ?? 0) + 1, parts: bill.shares?.length ?? 0 })
              : t('payment.toCharge')}
          </Text>
          <Text fw={800} fz={26} lh={1.1} data-testid="charge-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {format(total)}
          </Text>
        </div>
        <Button
          size="lg"
          leftSection={<IconCash size={22} />}
          loading={charge.charging}
          disabled={bill.empty || !!blocked}
          onClick={() => void submit()}
        >
          {t('payment.charge')}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <SideDrawer title={title} onClose={onClose} footer={footer}>
      <Stack gap="lg">
        {blocked && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle />}>
            {blocked}
          </Alert>
        )}
        {notice && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="status">
            {notice}
          </Alert>
        )}
        {!!charge.failure && <ChargeFailure error={charge.failure} onCashierOpened={charge.cashierOpened} />}
        {split && (
          <SplitOptions
            lines={lines}
            value={split.value}
            onChange={split.onChange}
            shares={bill.shares}
            paying={bill.paying}
            locked={split.locked}
          />
        )}
        <PriceSummaryView summary={bill.summary} />
        <Divider />
        <TipField value={tip} suggestion={suggestion} onChange={setTip} amount={tipOf(bill, tip)} />
        <Divider />
        <PaymentFields settings={checkout} total={total} value={payment} onChange={setPayment} errors={errors} />
      </Stack>
    </SideDrawer>
  );
}
