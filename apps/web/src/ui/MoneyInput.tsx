import { CURRENCIES } from '@comandero/domain';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useCurrency } from './useMoney';

interface MoneyInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** Integer minor units; undefined while empty. */
  value: number | undefined;
  onChange(value: number | undefined): void;
}

/**
 * An amount in the branch's currency: `$` prefix and `.` thousands as it reads everywhere (spec 02 §5),
 * parsed back to integer minor units.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const { decimals } = CURRENCIES[useCurrency()];
  const scale = 10 ** decimals;
  return (
    <NumberInput
      size="md"
      prefix="$"
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={decimals}
      allowNegative={false}
      hideControls
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      value={value === undefined || Number.isNaN(value) ? '' : value / scale}
      onChange={(next) => onChange(next === '' ? undefined : Math.round(Number(next) * scale))}
      {...props}
    />
  );
}
