import { useQuery } from '@tanstack/react-query';
import { checkoutKeys, fetchCheckoutSettings } from './checkout.api';

/** The branch's payment methods, taxes and tips; read once per screen visit. */
export const useCheckoutSettings = () =>
  useQuery({ queryKey: checkoutKeys.settings, queryFn: ({ signal }) => fetchCheckoutSettings(signal) });
