import { isDeliveryTable, type OrderLine, type ProductDetail, type Table, type TableOrder } from '@comandero/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { v7 as uuidv7 } from 'uuid';
import { isQueued } from '../../app/api';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { notifyError, notifySuccess } from '../../ui/notify';
import { loadLocalView, orderKeys } from '../table';
import { addPendingLine, settlePendingLine, syncCart } from './cartStore';
import { addLines } from './order.api';
import { draftLine, lineInputOf, type ProductChoice } from './productChoice';

/** Puts the server's answer in the cache (over any older read still on its way) and steps the context. */
export async function applyOrder(client: QueryClient, order: TableOrder): Promise<void> {
  await client.cancelQueries({ queryKey: orderKeys.table(order.tableId) });
  client.setQueryData(orderKeys.table(order.tableId), order);
  syncCart(order.tableId, order.lines);
}

/**
 * Adds a product optimistically (DESIGN §7): the line shows in the order panel in the same click,
 * then the save goes out with the line's own id; a refusal takes the line out and says why.
 */
export function useAddToOrder(table: Table) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useSession((state) => state.user);

  return (product: ProductDetail, choice: ProductChoice): void => {
    const lineId = uuidv7();
    const createdBy = { id: user?.id ?? '', name: user?.name ?? '' };
    // A delivery goes to SUMMARY on adding (spec 01 §4).
    addPendingLine(table.id, draftLine(lineId, product, choice, createdBy), isDeliveryTable(table));
    // Spec 02's success notice: the line is in the order now (the outbox keeps it if the send fails).
    notifySuccess(t('cart.added'));
    const body = {
      lines: [lineInputOf(lineId, product, choice)],
      ...(table.people === null ? {} : { people: table.people }),
    };
    const draft = draftLine(lineId, product, choice, createdBy);
    addLines(table.id, body, { tableName: table.name, items: [{ name: draft.name, quantity: draft.quantity }] })
      .then((order) => applyOrder(client, order))
      .catch((error: unknown) => {
        // Kept on this device: the line stays in the order as the outbox will send it.
        if (isQueued(error)) {
          return loadLocalView().then(({ showOrderLocally }) => {
            // Once only: the server may hold it already (saved, its answer lost) and a refetch brought it.
            const withDraft = (lines: OrderLine[]) =>
              lines.some(({ id }) => id === draft.id) ? lines : [...lines, draft];
            showOrderLocally(client, table.id, withDraft, error.operationId);
          });
        }
        notifyError(error, t('cart.addError', { name: product.name }));
        // What the server holds now (another add may have landed meanwhile).
        void client.invalidateQueries({ queryKey: orderKeys.table(table.id) });
      })
      .finally(() => {
        settlePendingLine(lineId);
        const order = client.getQueryData<TableOrder>(orderKeys.table(table.id));
        if (order) syncCart(table.id, order.lines);
      });
  };
}
