import type { DeliveryForm, DeliveryInfo, Table } from '@comandero/domain';
import { ActionIcon, Alert, Center, Group, Loader, Text } from '@mantine/core';
import { IconInfoCircle, IconTruckDelivery } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isQueued } from '../../app/api';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { HintTooltip } from '../../ui/HintTooltip';
import { notifyError, notifySuccess, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { useCurrency } from '../../ui/useMoney';
import { floorKeys } from '../table';
import { DeliveryFormFields, draftOf } from './DeliveryFormFields';
import { deliveryKeys, updateDelivery } from './delivery.api';
import { useDeliveryInfo } from './useDeliveryInfo';

/**
 * Spec 01 §2 menu shell header of a delivery: the customer's name (or 'Delivery') and the info icon
 * that opens 'General information' to edit the customer and delivery fields.
 */
export default function DeliveryHeading({ table }: { table: Table }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const currency = useCurrency();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const info = useDeliveryInfo(table.id, opened);

  const save = async (form: DeliveryForm) => {
    setBusy(true);
    try {
      const saved = await updateDelivery(table.id, form);
      client.setQueryData<DeliveryInfo>(deliveryKeys.info(table.id), saved);
      notifySuccess(t('delivery.saved'));
      setOpened(false);
    } catch (error) {
      if (!isQueued(error)) return notifyError(error);
      notifyWarning(t('delivery.queued'));
      setOpened(false);
    } finally {
      setBusy(false);
    }
    client.setQueryData<Table[]>(floorKeys.tables, (tables) =>
      tables?.map((candidate) => (candidate.id === table.id ? { ...candidate, name: form.customer } : candidate)),
    );
  };

  let body = (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
  if (info.isError) {
    body = (
      <Alert color="red" variant="light" title={t('delivery.loadError')}>
        {describeError(info.error, t)}
      </Alert>
    );
  } else if (info.data) {
    body = (
      <DeliveryFormFields
        initial={draftOf(info.data, currency)}
        submitLabel={t('delivery.save')}
        busy={busy}
        lookup={false}
        onSubmit={save}
      />
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <IconTruckDelivery size={24} aria-hidden style={{ flexShrink: 0 }} />
      <Text component="h1" fw={800} fz={{ base: 'lg', sm: 'xl' }} truncate m={0}>
        {table.name || t('delivery.fallbackName')}
      </Text>
      <HintTooltip label={t('delivery.infoOpen')}>
        <ActionIcon
          variant="light"
          size={44}
          radius="xl"
          aria-label={t('delivery.info')}
          onClick={() => setOpened(true)}
        >
          <IconInfoCircle size={24} />
        </ActionIcon>
      </HintTooltip>
      {opened && (
        <SideDrawer title={t('delivery.info')} onClose={() => setOpened(false)}>
          {body}
        </SideDrawer>
      )}
    </Group>
  );
}
