import { CURRENCIES, type Currency } from '@comandero/domain';
import { CloseButton, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { displayMoneyText, moneyTextOf } from '../../ui/moneyText';
import { NumberPad, pressKey } from '../../ui/NumberPad';

interface AmountFieldProps {
  label: string;
  /** What was typed: digits, and for currencies with cents one ',' (moneyText reads it). */
  text: string;
  onChange(text: string): void;
  /** Money in the branch currency, or a whole percent. */
  kind: { money: Currency } | 'percent';
  error?: ReactNode;
  description?: ReactNode;
  testId?: string;
}

const withDecimals = (kind: AmountFieldProps['kind']) => kind !== 'percent' && CURRENCIES[kind.money].decimals > 0;

/** Keeps digits of what the keyboard typed; money is read as every money field reads it (moneyText). */
function sanitize(raw: string, kind: AmountFieldProps['kind']): string {
  if (kind !== 'percent') return moneyTextOf(raw, kind.money);
  return raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** How the typed text reads: '$100.000', '$1.234,5' while typing cents, '10 %'. */
function display(text: string, kind: AmountFieldProps['kind']): string {
  if (text === '') return '';
  return kind === 'percent' ? `${text} %` : displayMoneyText(text);
}

/** An amount typed with the pad (or the keyboard): money with `$` and `.` thousands, or a percent. */
export function AmountField({ label, text, onChange, kind, error, description, testId }: AmountFieldProps) {
  const { t } = useTranslation();
  const maxLength = kind === 'percent' ? 3 : 13;
  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        size="lg"
        value={display(text, kind)}
        // The pad types; a tablet's own keyboard would cover the drawer.
        inputMode="none"
        autoComplete="off"
        error={error}
        description={description}
        data-testid={testId}
        onChange={(event) => onChange(sanitize(event.currentTarget.value, kind).slice(0, maxLength))}
        rightSection={text ? <CloseButton size={40} aria-label={t('pad.clear')} onClick={() => onChange('')} /> : null}
        rightSectionWidth={48}
        styles={{ input: { fontWeight: 700, fontSize: 24, textAlign: 'right' } }}
      />
      <NumberPad
        label={t('pad.label', { field: label })}
        decimal={withDecimals(kind)}
        onKey={(key) => onChange(pressKey(text, key, maxLength))}
      />
    </Stack>
  );
}
