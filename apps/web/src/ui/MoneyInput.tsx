import { CURRENCIES } from '@comandero/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { amountOfText, displayMoneyText, moneyTextOf, parseMoneyText, textOfAmount } from './moneyText';
import { useCurrency } from './useMoney';

interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** Integer minor units; undefined while empty. */
  value: number | undefined;
  onChange(value: number | undefined): void;
}

const isAmount = (value: number | undefined): value is number => value !== undefined && Number.isSafeInteger(value);

/**
 * An amount in the branch's currency: `$` prefix and `.` thousands as it reads everywhere (spec 02 §5).
 * The field keeps the typed text and reads it as integer minor units with the digits' text (moneyText),
 * never through a float; a keystroke that would make it more decimals than the currency has or more
 * than MONEY_MAX is refused, so the field always holds an amount the server accepts.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const currency = useCurrency();
  const textFor = (amount: number | undefined) => (isAmount(amount) ? textOfAmount(amount, currency) : '');
  const [typed, setTyped] = useState(() => textFor(value));
  // When the form sets another amount itself (a reset, a computed total) the text follows it; a form that
  // keeps its old amount while the field is empty (react-hook-form's default) leaves the typing alone.
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (amountOfText(typed, currency) !== (isAmount(value) ? value : null)) setTyped(textFor(value));
  }
  return (
    <TextInput
      size="md"
      inputMode={CURRENCIES[currency].decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={displayMoneyText(typed)}
      onChange={(event) => {
        const next = moneyTextOf(event.currentTarget.value, currency);
        const parsed = parseMoneyText(next, currency);
        if (!parsed.ok && parsed.error !== 'EMPTY') return;
        setTyped(next);
        onChange(parsed.ok ? parsed.value : undefined);
      }}
      {...props}
    />
  );
}
