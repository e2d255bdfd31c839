import type { CloseResult } from '@comandero/domain';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';

const JobPreviewModal = lazy(() => import('../../ui/JobPreviewModal'));

/** Issue 14: how long a plain success stays before it closes itself. */
export const SUCCESS_CLOSES_AFTER_MS = 2500;

/**
 * Closes a plain success on its own; the change to give, a charge kept on this device, or a person
 * reaching for the dialog (pointer over it, the bill open) keep it until tapped.
 */
function useClosesItself(closes: boolean, onClose: () => void) {
  const [held, setHeld] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!closes || held) return;
    const timer = setTimeout(() => close.current(), SUCCESS_CLOSES_AFTER_MS);
    return () => clearTimeout(timer);
  }, [closes, held]);
  return () => setHeld(true);
}

interface ChargeResultDialogProps {
  result: CloseResult;
  /** Kept on this device: the server gives its number and prints the bill when the outbox sends it. */
  queued?: boolean;
  onClose(): void;
}

/** Spec 01 §4: after the close, the success dialog, or the change-given dialog when cash has change. */
export default function ChargeResultDialog({ result, queued = false, onClose }: ChargeResultDialogProps) {
  const { t } = useTranslation();
  const format = useMoney();
  const [previewing, setPreviewing] = useState(false);
  const { order } = result;
  const change = order.valueReturn ?? 0;
  const title = change > 0 ? t('payment.result.changeTitle') : t('payment.result.successTitle');
  const hold = useClosesItself(change === 0 && !queued && !previewing, onClose);
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md" align="center" ta="center" onPointerEnter={hold} onPointerDown={hold}>
        <ThemeIcon size={72} radius="xl" color="teal" variant="light">
          {change > 0 ? <IconCash size={40} /> : <IconCircleCheck size={40} />}
        </ThemeIcon>
        {change > 0 && (
          <Text fw={800} fz={32} lh={1.1} data-testid="change-given">
            {t('payment.result.change', { amount: format(change) })}
          </Text>
        )}
        <Text fz="lg">{t('payment.result.paid', { total: format(order.total), method: order.methodPay ?? '' })}</Text>
        {order.valueReceive !== null && (
          <Text c="dimmed">{t('payment.result.received', { amount: format(order.valueReceive) })}</Text>
        )}
        <Text c="dimmed" fz="sm">
          {[
            order.displayNumber === null ? null : t('payment.result.number', { number: order.displayNumber }),
            order.provisionalNumber && order.displayNumber === null
              ? t('payment.result.provisional', { number: order.provisionalNumber })
              : null,
            order.part ? t('payment.result.part', { part: order.part }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {queued && (
          <Text c="orange" fw={600} data-testid="charge-queued">
            {t('errors.QUEUED')}
          </Text>
        )}
        <Group w="100%" gap="sm" wrap="wrap">
          {!queued && (
            <Button
              variant="default"
              size="lg"
              flex="1 1 160px"
              leftSection={<IconReceipt size={22} />}
              onClick={() => setPreviewing(true)}
            >
              {t('payment.result.bill')}
            </Button>
          )}
          <Button size="lg" flex="1 1 160px" onClick={onClose} data-autofocus>
            {t('payment.result.done')}
          </Button>
        </Group>
      </Stack>
      {previewing && (
        <Suspense fallback={null}>
          <JobPreviewModal
            job={{
              id: result.billJobId,
              kind: order.methodDelivery === 'self-service' ? 'self-service' : 'bill',
              printerId: null,
              status: 'preview',
              createdAt: '',
              items: [],
            }}
            onClose={() => setPreviewing(false)}
          />
        </Suspense>
      )}
    </Modal>
  );
}
