import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchTableOrder, orderKeys } from '../table';
import { mergeLines, syncCart, useCart } from './cartStore';

/**
 * The table's order as every terminal sees it (refetched on the floor's order.changed events),
 * plus the lines this tablet added whose save has not answered yet. Reads only: useTableOrder also
 * keeps the cart's context in step.
 */
export function useOrderLines(tableId: string) {
  const order = useQuery({
    queryKey: orderKeys.table(tableId),
    queryFn: ({ signal }) => fetchTableOrder(tableId, signal),
    // Offline too: the writes waiting on this device answer for the tables they changed.
    networkMode: 'offlineFirst',
  });
  const pending = useCart((state) => (state.tableId === tableId ? state.pending : null));
  const lines = useMemo(() => mergeLines(order.data?.lines ?? [], pending ?? []), [order.data, pending]);
  return { order, lines };
}

/** The table's order and lines (useOrderLines), with the cart's context following the server's lines. */
export function useTableOrder(tableId: string) {
  const { order, lines } = useOrderLines(tableId);

  useEffect(() => {
    if (order.data) syncCart(tableId, order.data.lines);
  }, [tableId, order.data]);

  return { order, lines };
}
