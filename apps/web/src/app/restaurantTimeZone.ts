import { formatDay, type NowResponse } from '@comandero/domain';
import { useQuery } from '@tanstack/react-query';
import { api, serverChecked } from './api';

const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The restaurant's IANA time zone (the server's POS_TIME_ZONE), asked once: 'today', the reports'
 * default day and the dashboard's presets are days of its wall clock, also on an administrator's
 * laptop elsewhere. This device's zone until the server answers, or when it cannot.
 */
export function useRestaurantTimeZone(): string {
  const { data } = useQuery({
    queryKey: ['restaurant-time-zone'],
    queryFn: ({ signal }) => api.get('/general/now', serverChecked<NowResponse>(), signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data?.timeZone ?? deviceTimeZone();
}

/** Today, 'YYYY-MM-DD', on the restaurant's wall clock. */
export const useRestaurantToday = (): string => formatDay(Date.now(), useRestaurantTimeZone());
