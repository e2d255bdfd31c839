import { formatDateTime } from './dateTime';

/** 'YYYY/MM/DD h:mm a' that breaks only between the day and the time in a narrow column. */
export function DateTimeText({ iso }: { iso: string | null | undefined }) {
  const text = formatDateTime(iso);
  const [day, ...time] = text.split(' ');
  if (time.length === 0) return text;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{day}</span> <span style={{ whiteSpace: 'nowrap' }}>{time.join(' ')}</span>
    </>
  );
}
