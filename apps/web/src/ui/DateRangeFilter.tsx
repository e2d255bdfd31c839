import { isDateRangeAllowed } from '@comandero/domain';
import { TextInput } from '@mantine/core';
import { useState } from 'react';

/** A list's "from – to" filter: the days typed, the filter body and whether the range is refused (≥ 90 days). */
export function useDateRange(): DateRange {
  const [dateStart, setDateStart] = useState('');
  const [dateEnd, setDateEnd] = useState('');
  const refused = dateStart !== '' && dateEnd !== '' && !isDateRangeAllowed(dateStart, dateEnd);
  const filter = { ...(dateStart ? { dateStart } : {}), ...(dateEnd ? { dateEnd } : {}) };
  return { dateStart, dateEnd, setDateStart, setDateEnd, refused, filter };
}
export interface DateRange {
  dateStart: string;
  dateEnd: string;
  setDateStart(day: string): void;
  setDateEnd(day: string): void;
  refused: boolean;
  filter: { dateStart?: string; dateEnd?: string };
}

interface DateRangeFieldsProps {
  range: DateRange;
  fromLabel: string;
  toLabel: string;
  /** Shown under "to" when the range is refused. */
  refusedText: string;
}

/** The two day inputs of a date range filter, side by side as room allows. */
export function DateRangeFields({ range, fromLabel, toLabel, refusedText }: DateRangeFieldsProps) {
  return (
    <>
      <TextInput
        size="md"
        type="date"
        style={{ flex: '1 1 150px' }}
        label={fromLabel}
        value={range.dateStart}
        onChange={(event) => range.setDateStart(event.currentTarget.value)}
      />
      <TextInput
        size="md"
        type="date"
        style={{ flex: '1 1 150px' }}
        label={toLabel}
        value={range.dateEnd}
        onChange={(event) => range.setDateEnd(event.currentTarget.value)}
        error={range.refused ? refusedText : undefined}
      />
    </>
  );
}
