import { isDateRangeAllowed } from '@comandero/domain';
import { useState } from 'react';
import { useRestaurantToday } from '../../app/restaurantTimeZone';
import { useTranslation } from '../../i18n';
import { type DateRange, DateRangeFields } from '../../ui/DateRangeFilter';

/** A report's range, today by default; both days are needed and it must span under 90 days. */
export function useReportRange() {
  const today = useRestaurantToday();
  // Unchosen days follow the restaurant's today, which may arrive after the first render.
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  const [chosenEnd, setChosenEnd] = useState<string | null>(null);
  const dateStart = chosenStart ?? today;
  const dateEnd = chosenEnd ?? today;
  const complete = dateStart !== '' && dateEnd !== '';
  const refused = complete && !isDateRangeAllowed(dateStart, dateEnd);
  const range: DateRange = {
    dateStart,
    dateEnd,
    setDateStart: (day: string) => setChosenStart(day),
    setDateEnd: (day: string) => setChosenEnd(day),
    refused,
    filter: { dateStart, dateEnd },
  };
  return { range, valid: complete && !refused, filter: { start: dateStart, end: dateEnd } };
}

export function ReportRangeFields({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  return (
    <DateRangeFields
      range={range}
      fromLabel={t('reports.from')}
      toLabel={t('reports.to')}
      refusedText={t('reports.rangeRefused')}
    />
  );
}
