import {
  canAuthorizeWithPin,
  canPrintBill,
  canUseShortcut,
  discountAmount,
  isDeliveryTable,
  money,
  orderSubtotal,
  type SalesDiscount,
  type Table,
} from '@comandero/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconCash, IconDiscount } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppMode } from '../../app/appMode';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { notifySuccess } from '../../ui/notify';
import { useMoney } from '../../ui/useMoney';
import { applyOrder, dispatchCart, leaveCart, useCart, useOrderLines } from '../cart';
import { leaveTable, viewerOf } from '../table';
import { setTableDiscount } from './checkout.api';
import { CloseTableDrawer, PreBillButton, SalesDiscountDialog } from './lazyCheckout';

/**
 * In SUMMARY (every line sent): the sales button for administrador or caja (spec 01 §6) and the
 * charge button that opens the close-table drawer; after the close the menu goes back to the floor.
 * Print bill (the pre-bill) for administrador or caja whenever the table has lines.
 * Shown inside the order panel, reading the same order and cart context.
 */
export function CheckoutActions({ table }: { table: Table }) {
  const { t } = useTranslation();
  const format = useMoney();
  const client = useQueryClient();
  const navigate = useNavigate();
  const user = useSession((state) => state.user)!;
  const waiterMode = useAppMode((state) => state.mode) === 'waiters';
  const { order, lines } = useOrderLines(table.id);
  // The discount the server holds for the table's order (set on any terminal).
  const discount = order.data?.discount ?? null;
  const context = useCart((state) => (state.tableId === table.id ? state.context : 'EMPTY'));
  const [open, setOpen] = useState<'sales' | 'close' | null>(null);
  const summary = context === 'SUMMARY' || context === 'SALES';
  const maySell = canAuthorizeWithPin(user.role.name);
  const mayPrintBill = canPrintBill(user.role.name);
  const mayClose = canUseShortcut(viewerOf(user), table, waiterMode);
  const subtotal = money(orderSubtotal(lines));
  const off = discountAmount(subtotal, discount);

  const openSales = () => {
    dispatchCart({ type: 'OPEN_SALES' });
    setOpen('sales');
  };
  const closeSales = () => {
    dispatchCart({ type: 'CLOSE_SALES' });
    setOpen(null);
  };
  const applyDiscount = async (chosen: SalesDiscount | null) => {
    const order = await setTableDiscount(table.id, chosen);
    dispatchCart({ type: 'CLOSE_SALES' });
    await applyOrder(client, order);
    notifySuccess(chosen ? t('checkout.discountSaved') : t('checkout.discountRemoved'));
  };

  return (
    <>
      {off > 0 && lines.length > 0 && (
        <Group justify="space-between" c="teal" data-testid="order-discount">
          <Text fw={600}>{t('checkout.discount')}</Text>
          <Text fw={700}>-{format(off)}</Text>
        </Group>
      )}
      {summary && lines.length > 0 && (maySell || mayClose) && (
        // Side by side where they fit, one under the other in a narrow panel: never cut short.
        <Group gap="sm" wrap="wrap">
          {maySell && (
            <Button
              size="lg"
              variant="light"
              flex="1 1 150px"
              leftSection={<IconDiscount size={22} />}
              onClick={openSales}
            >
              {t('checkout.sales')}
            </Button>
          )}
          {mayClose && (
            <Button
              size="lg"
              color="teal"
              flex="1 1 190px"
              leftSection={<IconCash size={22} />}
              onClick={() => setOpen('close')}
            >
              {t('checkout.close')}
            </Button>
          )}
        </Group>
      )}
      {mayPrintBill && lines.length > 0 && (
        // Its own boundary: a drawer loading below never hides it.
        <Suspense fallback={null}>
          <PreBillButton table={table} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {open === 'sales' && (
          <SalesDiscountDialog subtotal={subtotal} current={discount} onApply={applyDiscount} onClose={closeSales} />
        )}
        {open === 'close' && (
          <CloseTableDrawer
            table={table}
            onClose={() => setOpen(null)}
            onClosed={() => {
              // Spec 01 §4: a delivery goes back to the delivery board, a table to the floor.
              const back = isDeliveryTable(table) ? '/pos?mainTab=3' : '/pos';
              leaveCart();
              leaveTable(back);
              navigate(back);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
