import { emptyTableOrder, type OrderLine, orderSubtotal, type Table, type TableOrder } from '@comandero/domain';
import type { QueryClient } from '@tanstack/react-query';
import { floorKeys, orderKeys } from './queryKeys';

// What this device shows while its writes wait in the outbox (DESIGN §7: applied to the local view at
// once); the server's answer replaces it when the outbox sends them.

/** The table as the floor shows it here: `change` over what is cached. */
export function showTableLocally(client: QueryClient, table: Table, change: Partial<Table>): Table {
  const shown = { ...table, ...change };
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
): TableOrder {
  const current = client.getQueryData<TableOrder>(orderKeys.table(tableId)) ?? emptyTableOrder(tableId);
  const lines = change(current.lines);
  const shown = { ...current, lines, subtotal: orderSubtotal(lines) };
  client.setQueryData(orderKeys.table(tableId), shown);
  return shown;
}

/** Sent to the kitchen as far as this device knows: the outbox carries the command. */
export const sentLocally = (lines: OrderLine[]): OrderLine[] =>
  lines.map((line) => ({ ...line, sentQuantity: line.quantity, commandSent: true }));
