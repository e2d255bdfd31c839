import { daysBetween, isDateRangeAllowed } from '@comandero/domain';
import type { FilterValues } from './OrderFilters';
import type { OrderFilter } from './orderHistory.api';

/** A close date 'YYYY-MM-DD HH:mm:ss' as the spec displays dates: 'YYYY/MM/DD h:mm a'. */
export function formatCloseDate(closeDate: string | null): string {
  const match = closeDate && /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(closeDate);
  if (!match) return '—';
  const [, year, month, day, hourText, minute] = match;
  const hour = Number(hourText);
  return `${year}/${month}/${day} ${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
}

export type RangeProblem = 'order' | 'span' | null;

/**
 * The screen's filters as the API takes them. One day alone filters that day; a range must end
 * after it starts and span under 90 days (spec 01 §5).
 */
export function toOrderFilter(values: FilterValues): { filter: OrderFilter; problem: RangeProblem } {
  const filter: OrderFilter = {};
  if (values.state) filter.state = Number(values.state) as OrderFilter['state'];
  if (values.methodPay) filter.methodPay = values.methodPay;
  if (values.channel) filter.methodDelivery = values.channel as OrderFilter['methodDelivery'];
  const start = values.start || values.end;
  const end = values.end || values.start;
  if (start && end) {
    if (!isDateRangeAllowed(start, end)) {
      return { filter, problem: (daysBetween(start, end) ?? -1) < 0 ? 'order' : 'span' };
    }
    filter.startClose = start;
    filter.endClose = end;
  }
  return { filter, problem: null };
}
