import type { Cancellation } from '@comandero/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';

/** Removed sent lines waiting for their cancellation ticket (cleared by the next send). */
export function Cancellations({ cancellations }: { cancellations: Cancellation[] }) {
  const { t } = useTranslation();
  if (cancellations.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('cart.cancellations')}>
      <Text fw={700} fz="sm" c="red.8">
        {t('cart.cancellations')}
      </Text>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
        {cancellations.map((cancellation) => (
          <Text component="li" key={cancellation.id} fz="sm" c="red.8">
            <Text span td="line-through" inherit>
              {cancellation.quantity}× {cancellation.name}
            </Text>
            {cancellation.preparation && (
              <Text span c="dimmed" inherit>
                {' '}
                · {cancellation.preparation}
              </Text>
            )}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
