import { NativeSelect } from '@mantine/core';

interface ReportFilterSelectProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The first option, '' for no filter ("Todos"). */
  allLabel: string;
  options: { value: string; label: string }[];
}

/** One of a report's filters beside its range: a choice of one, or all. */
export function ReportFilterSelect({ label, value, onChange, allLabel, options }: ReportFilterSelectProps) {
  return (
    <NativeSelect
      size="md"
      style={{ flex: '1 1 160px' }}
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: '', label: allLabel }, ...options]}
    />
  );
}
