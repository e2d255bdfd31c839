import { type StockMovement, UNITS } from '@comandero/domain';
import { Alert, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { isUnitId, useQuantity } from '../../ui/quantity';
import { SideDrawer } from '../../ui/SideDrawer';
import { useMoney } from '../../ui/useMoney';
import { useMovementDate } from './MovementRows';

/** Spec 02 §2: a movement's detail opens as a drawer and is read-only (movements are never edited). */
export function MovementDrawer({ movement, onClose }: { movement: StockMovement; onClose(): void }) {
  const { t } = useTranslation();
  const quantity = useQuantity();
  const formatMoney = useMoney();
  const formatDate = useMovementDate();
  const unitLabel = isUnitId(movement.unit) ? UNITS[movement.unit].abbreviation : '';
  const fields: [string, ReactNode][] = [
    [t('stock.movement.fields.createdAt'), formatDate(movement.createdAt)],
    [t('stock.movement.fields.name'), movement.name],
    [t('stock.movement.fields.type'), movement.type],
    [t('stock.movement.fields.user'), movement.user.name],
    [t('stock.movement.fields.amountBefore'), quantity(movement.amountBefore, movement.unit)],
    [t('stock.movement.fields.amountEntered'), quantity(movement.amountEntered, movement.unit)],
    [t('stock.movement.fields.amountAfter'), quantity(movement.amountAfter, movement.unit)],
    [t('stock.movement.fields.cost'), formatMoney(movement.cost)],
    [t('stock.movement.fields.valueUnit'), `${formatMoney(movement.valueUnit)}${unitLabel ? ` / ${unitLabel}` : ''}`],
    [t('stock.movement.fields.expiration'), movement.expiration],
    [t('stock.movement.fields.supplier'), movement.supplierName],
    [t('stock.movement.fields.invoiceNumber'), movement.invoiceNumber],
    [t('stock.movement.fields.orderNumber'), movement.orderNumber ?? null],
    [t('stock.movement.fields.observation'), movement.observation],
  ];
  return (
    <SideDrawer title={t('stock.movement.detailTitle')} onClose={onClose} size="md">
      <Stack gap="sm">
        <Alert color="gray" variant="light">
          {t('stock.movement.readOnly')}
        </Alert>
        <dl style={{ margin: 0 }}>
          {fields.map(([label, value]) => (
            <Group
              key={label}
              justify="space-between"
              wrap="nowrap"
              gap="md"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text component="dt" fz="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" fz="sm" fw={600} m={0} ta="right">
                {value === null || value === '' ? '—' : value}
              </Text>
            </Group>
          ))}
        </dl>
      </Stack>
    </SideDrawer>
  );
}
