import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orStoredCopy } from '../../app/catalogCache/firstScreen';
import { checkoutKeys, fetchCheckoutSettings } from './checkout.api';

/**
 * The branch's payment methods, taxes and tips; read once per screen visit. Without the server (and
 * offline, where a plain query would pause), the device's copy answers, so a table can be charged.
 */
export function useCheckoutSettings() {
  const client = useQueryClient();
  return useQuery({
    queryKey: checkoutKeys.settings,
    queryFn: ({ signal }) =>
      orStoredCopy(
        'checkoutSettings',
        fetchCheckoutSettings(signal),
        () => client.getQueryData(checkoutKeys.settings) !== undefined,
      ),
    networkMode: 'offlineFirst',
  });
}
