import { DASHBOARD_MAX_DAYS, DATE_PRESETS, type DatePreset, daysBetween, presetRange } from '@comandero/domain';
import { useState } from 'react';

/** The restaurant's wall clock is this device's: the POS runs in the restaurant. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The dashboard's range: a preset (Today by default) or two days typed; up to a year. */
export function useDashboardRange() {
  const [preset, setPreset] = useState<DatePreset | null>('today');
  const [custom, setCustom] = useState(() => presetRange('today', Date.now(), deviceTimeZone()));
  const range = preset ? presetRange(preset, Date.now(), deviceTimeZone()) : custom;
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
