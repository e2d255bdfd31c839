import { type CheckoutSettings, checkoutSettingsSchema } from '@comandero/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { orStoredCopy } from './catalogCache/firstScreen';

/** Under ['checkout'], which a 'preferences.changed' event makes every terminal read again. */
export const checkoutSettingsKey = ['checkout', 'settings'] as const;

/** Currency, payment methods, taxes, tips, the PIN preference and the usual delivery fees. */
export const fetchCheckoutSettings = (signal?: AbortSignal): Promise<CheckoutSettings> =>
  api.get('/checkout/settings', checkoutSettingsSchema, signal);

/**
 * The branch's checkout settings, read once per screen visit: the charge computes the bill as the server
 * will, the delivery form offers the usual fees. Without the server (and offline, where a plain query
 * would pause), the device's copy answers, so a table can be charged.
 */
export function useCheckoutSettings() {
  const client = useQueryClient();
  return useQuery({
    queryKey: checkoutSettingsKey,
    queryFn: ({ signal }) =>
      orStoredCopy(
        'checkoutSettings',
        fetchCheckoutSettings(signal),
        () => client.getQueryData(checkoutSettingsKey) !== undefined,
      ),
    networkMode: 'offlineFirst',
  });
}
