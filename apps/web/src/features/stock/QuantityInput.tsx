import { UNITS, type UnitId } from '@comandero/domain';
import { Text, TextInput, type TextInputProps } from '@mantine/core';

interface QuantityInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The decimal text as typed ("0,2"); the domain's parseQuantity turns it into stored thousandths. */
  value: string;
  onChange(text: string): void;
  unit: UnitId;
}

/** A quantity in an ingredient's unit, typed as text so no float ever holds it. */
export function QuantityInput({ value, onChange, unit, ...props }: QuantityInputProps) {
  return (
    <TextInput
      size="md"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/[^\d.,-]/g, ''))}
      rightSection={
        <Text fz="sm" c="dimmed">
          {UNITS[unit].abbreviation}
        </Text>
      }
      rightSectionWidth={48}
      {...props}
    />
  );
}
