import type { Table } from '@comandero/domain';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { isQueued } from '../../app/api';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess, notifyWarning } from '../../ui/notify';
import { printPreBill } from './checkout.api';
import { printBill } from './printBill';

/**
 * Print bill before charging (spec 01 §6, administrador or caja): the server prints the table's
 * pre-bill with the current discount, taxes and suggested tip; with no printer the browser prints it.
 */
export default function PreBillButton({ table }: { table: Table }) {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState(false);

  const print = async () => {
    setPrinting(true);
    try {
      const job = await printPreBill(table.id, { tableName: table.name });
      notifySuccess(t('payment.preBill.sent'));
      void printBill(job.id);
    } catch (error) {
      // Kept on this device: the server prints it when the outbox reaches it.
      if (isQueued(error)) notifyWarning(t('errors.QUEUED'), t('payment.preBill.print'));
      else notifyError(error, t('payment.preBill.print'));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Button
      size="lg"
      variant="default"
      fullWidth
      leftSection={<IconPrinter size={22} />}
      loading={printing}
      onClick={() => void print()}
    >
      {t('payment.preBill.print')}
    </Button>
  );
}
