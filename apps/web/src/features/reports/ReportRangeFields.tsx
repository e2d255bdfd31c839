import { isDateRangeAllowed } from '@comandero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, DateRangeFields } from '../../ui/DateRangeFilter';
import { today } from './reports.api';

/** A report's range, today by default; both days are needed and it must span under 90 days. */
export function useReportRange() {
  const [dateStart, setDateStart] = useState(today);
  const [dateEnd, setDateEnd] = useState(today);
  const complete = dateStart !== '' && dateEnd !== '';
  const refused = complete && !isDateRangeAllowed(dateStart, dateEnd);
  const range: DateRange = {
    dateStart,
    dateEnd,
    setDateStart,
    setDateEnd,
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
