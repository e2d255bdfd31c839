import {
  type CloseResult,
  canAuthorizeWithPin,
  money,
  orderSubtotal,
  priceSummary,
  type SalesDiscount,
  suggestedTip,
} from '@comandero/domain';
import { Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconDiscount, IconShoppingBag } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { OrderLineItem } from '../cart';
import {
  ChargeResultDialog,
  closeSelfService,
  PaymentDrawer,
  PriceSummaryView,
  printAfterCharge,
  SalesDiscountDialog,
  useCheckoutSettings,
} from '../checkout';
import { completeSelfCart, goTo, removeSelfLine, setSelfDiscount, useSelfService } from './selfServiceStore';

/** Where the phone's cart bar scrolls to. */
export const SELF_CART_ID = 'self-service-cart';

/** Spec 01 §2 self-service cart: its items, the sales button, complete order and the price summary. */
export function SelfServiceCart() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const { lines, discount, orderId, at } = useSelfService();
  const settings = useCheckoutSettings();
  const [open, setOpen] = useState<'sales' | 'pay' | null>(null);
  const [result, setResult] = useState<{ closed: CloseResult; queued: boolean } | null>(null);
  const orderLines = lines.map((entry) => entry.line);
  const subtotal = money(orderSubtotal(orderLines));
  const maySell = canAuthorizeWithPin(user.role.name);
  const summary =
    settings.data &&
    priceSummary({
      lines: orderLines,
      discount,
      taxes: settings.data.taxes,
      tip: suggestedTip(settings.data.tips, 'self-service'),
    });
  const back = at.level === 3 ? at.back : at;

  const applyDiscount = async (chosen: SalesDiscount | null) => setSelfDiscount(chosen);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="self-cart-title" id={SELF_CART_ID}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="self-cart-title">
            {t('selfService.cart')}
          </Title>
          {lines.length > 0 && (
            <Badge variant="light" size="lg" miw="max-content">
              {t('cart.items', { count: orderLines.reduce((sum, line) => sum + line.quantity, 0) })}
            </Badge>
          )}
        </Group>
        <Divider />
        {lines.length === 0 ? (
          <Stack align="center" gap="xs" py="lg" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconShoppingBag size={30} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600}>{t('selfService.empty')}</Text>
            <Text c="dimmed" fz="sm">
              {t('selfService.emptyText')}
            </Text>
          </Stack>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('selfService.lines')}>
            {/* A draft on this device until completed, not a table's order: always editable. */}
            {orderLines.map((line) => (
              <OrderLineItem
                key={line.id}
                line={line}
                saving={false}
                busy={false}
                mayEdit
                mayRemove
                onEdit={() => goTo({ level: 3, lineId: line.id, back })}
                onRemove={() => removeSelfLine(line.id)}
              />
            ))}
          </Stack>
        )}
        <Divider />
        {summary ? <PriceSummaryView summary={summary} /> : <Skeleton h={60} />}
        <Group gap="sm" wrap="wrap">
          {maySell && (
            <Button
              size="lg"
              variant="light"
              flex="1 1 150px"
              leftSection={<IconDiscount size={22} />}
              disabled={lines.length === 0}
              onClick={() => setOpen('sales')}
            >
              {t('checkout.sales')}
            </Button>
          )}
          <Button
            size="lg"
            color="teal"
            flex="1 1 220px"
            leftSection={<IconCash size={22} />}
            disabled={lines.length === 0}
            onClick={() => setOpen('pay')}
          >
            {t('selfService.complete')}
          </Button>
        </Group>
      </Stack>
      <Suspense fallback={null}>
        {open === 'sales' && (
          <SalesDiscountDialog
            subtotal={subtotal}
            current={discount}
            onApply={applyDiscount}
            onClose={() => setOpen(null)}
          />
        )}
        {result && <ChargeResultDialog result={result.closed} queued={result.queued} onClose={() => setResult(null)} />}
      </Suspense>
      {open === 'pay' && (
        <PaymentDrawer
          title={t('selfService.payTitle')}
          lines={orderLines}
          discount={discount}
          people={1}
          serviceType="self-service"
          charge={(request, operationId) =>
            closeSelfService(
              { id: orderId, lines: lines.map((entry) => entry.input), discount, ...request },
              operationId,
            )
          }
          onCharged={(closed, queued = false) => {
            if (!queued) printAfterCharge(closed.billJobId);
            completeSelfCart();
            setOpen(null);
            setResult({ closed, queued });
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
