import type { DeliveryForm, Table } from '@comandero/domain';
import { Button } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { isQueued } from '../../app/api';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { notifyError, notifyWarning } from '../../ui/notify';
import { SideDrawer } from '../../ui/SideDrawer';
import { enterTable, floorKeys } from '../table';
import { DeliveryFormFields, EMPTY_DRAFT } from './DeliveryFormFields';
import { openDelivery } from './delivery.api';

/** The delivery as this device shows it while its opening waits in the outbox. */
const localTable = (id: string, form: DeliveryForm, user: { id: string; name: string }): Table => ({
  id,
  name: form.customer,
  numberTable: -1,
  roomId: null,
  shape: 'CIRCLE',
  size: 'BIG',
  position: null,
  busy: true,
  user,
  people: 1,
  currentOrderId: null,
  total: 0 as Table['total'],
  itemCount: 0,
  unsentCount: 0,
  seatedAt: new Date().toISOString(),
  preBilled: false,
  version: 1,
});

/**
 * Spec 01 §2 deliveries tab, "new": the delivery customer form in a modal; once sent, the delivery's
 * virtual table is the current table and the menu opens (MENU_HOME) to take the order.
 */
export default function NewDeliveryButton() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  // One id per opened form: a retried send is the same delivery.
  const [id, setId] = useState(() => uuidv7());

  const start = (table: Table) => {
    client.setQueryData<Table[]>(floorKeys.tables, (tables) => [
      ...(tables ?? []).filter((candidate) => candidate.id !== table.id),
      table,
    ]);
    enterTable(table.id, false);
    setOpened(false);
    navigate('/menu/home');
  };

  const submit = async (form: DeliveryForm) => {
    setBusy(true);
    try {
      start(await openDelivery({ id, form }));
    } catch (error) {
      if (isQueued(error)) {
        notifyWarning(t('delivery.queued'));
        start(localTable(id, form, { id: user?.id ?? '', name: user?.name ?? '' }));
      } else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="lg"
        leftSection={<IconTruckDelivery size={22} />}
        onClick={() => {
          setId(uuidv7());
          setOpened(true);
        }}
      >
        {t('delivery.new')}
      </Button>
      {opened && (
        <SideDrawer title={t('delivery.newTitle')} onClose={() => setOpened(false)}>
          <DeliveryFormFields
            initial={EMPTY_DRAFT}
            submitLabel={t('delivery.start')}
            busy={busy}
            lookup
            onSubmit={submit}
          />
        </SideDrawer>
      )}
    </>
  );
}
