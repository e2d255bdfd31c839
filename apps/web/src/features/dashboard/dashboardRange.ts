import { DASHBOARD_MAX_DAYS, DATE_PRESETS, type DatePreset, daysBetween, presetRange } from '@comandero/domain';
import { useState } from 'react';
import { useRestaurantTimeZone } from '../../app/restaurantTimeZone';

/** The dashboard's range: a preset (Today by default, on the restaurant's clock) or two days typed; up to a year. */
export function useDashboardRange() {
  const timeZone = useRestaurantTimeZone();
  const [preset, setPreset] = useState<DatePreset | null>('today');
  const [custom, setCustom] = useState(() => presetRange('today', Date.now(), timeZone));
  const range = preset ? presetRange(preset, Date.now(), timeZone) : custom;
  const span = daysBetween(range.start, range.end);
  const valid = span !== null && span >= 0 && span < DASHBOARD_MAX_DAYS;
  return {
    preset,
    range,
    valid,
    choosePreset: (next: DatePreset) => setPreset(next),
    setDay: (which: 'start' | 'end', day: string) => {
      setCustom({ ...range, [which]: day });
      setPreset(null);
    },
  };
}
export type DashboardRange = ReturnType<typeof useDashboardRange>;
export { DATE_PRESETS };
