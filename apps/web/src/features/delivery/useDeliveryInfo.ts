import { useQuery } from '@tanstack/react-query';
import { deliveryKeys, fetchDeliveryInfo } from './delivery.api';

/** A delivery's customer and fee (its 'General information'); only asked for a delivery table. */
export const useDeliveryInfo = (tableId: string, enabled: boolean) =>
  useQuery({
    queryKey: deliveryKeys.info(tableId),
    queryFn: ({ signal }) => fetchDeliveryInfo(tableId, signal),
    enabled,
  });
