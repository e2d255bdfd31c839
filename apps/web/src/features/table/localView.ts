import { emptyTableOrder, money, type OrderLine, orderSubtotal, type Table, type TableOrder } from '@comandero/domain';
import type { QueryClient } from '@tanstack/react-query';
import { keepShown } from './pendingView';
import { floorKeys, orderKeys } from './queryKeys';
import { markSendQueued } from './queuedSend';

// What this device shows while its writes wait in the outbox (DESIGN §7: applied to the local view at
// once); the server's answer replaces it when the outbox sends them. Given the queued write's id, what
// is shown is stored with it, to be shown again after a reload (pendingView.ts).

/** The table as the floor shows it here: `change` over what is cached. */
export function showTableLocally(
  client: QueryClient,
  table: Table,
  change: Partial<Table>,
  operationId?: string,
): Table {
  const shown = { ...table, ...change };
  keepShown(operationId, { table: shown });
  // A read already under way would answer what was shown before this change: it is dropped.
  void client.cancelQueries({ queryKey: floorKeys.tables });
  client.setQueryData<Table[]>(floorKeys.tables, (tables) =>
    tables?.map((candidate) => (candidate.id === table.id ? shown : candidate)),
  );
  return shown;
}

/** The table's order with `change` applied to its lines, its subtotal following. */
export function showOrderLocally(
  client: QueryClient,
  tableId: string,
  change: (lines: OrderLine[]) => OrderLine[],
  operationId?: string,
): TableOrder {
  void client.cancelQueries({ queryKey: orderKeys.table(tableId) });
  const current = client.getQueryData<TableOrder>(orderKeys.table(tableId)) ?? emptyTableOrder(tableId);
  const lines = change(current.lines);
  const shown = { ...current, lines, subtotal: orderSubtotal(lines) };
  client.setQueryData(orderKeys.table(tableId), shown);
  keepShown(operationId, { order: shown });
  return shown;
}

/** The table as a charge kept on this device leaves it here: free, with no order. */
export function showClosedLocally(client: QueryClient, table: Table, operationId: string): void {
  showTableLocally(
    client,
    table,
    { busy: false, people: null, user: null, currentOrderId: null, total: money(0) },
    operationId,
  );
  const empty = emptyTableOrder(table.id);
  void client.cancelQueries({ queryKey: orderKeys.table(table.id) });
  client.setQueryData(orderKeys.table(table.id), empty);
  keepShown(operationId, { order: empty });
}

/** Sent to the kitchen as far as this device knows: the outbox carries the command, so marked queued. */
export const sentLocally = (lines: OrderLine[]): OrderLine[] =>
  lines.map((line) => ({ ...markSendQueued(line), sentQuantity: line.quantity, commandSent: true }));
