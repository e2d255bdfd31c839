import { CURRENCIES, type Currency, formatMoney, type money, parseMoneyInput } from '@comandero/domain';
import { CloseButton, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { NumberPad, pressKey } from '../../ui/NumberPad';

interface AmountFieldProps {
  label: string;
  /** What was typed: digits, and for currencies with cents one ',' (parseMoneyInput reads it). */
  text: string;
  onChange(text: string): void;
  /** Money in the branch currency, or a whole percent. */
  kind: { money: Currency } | 'percent';
  error?: ReactNode;
  description?: ReactNode;
  testId?: string;
}

const withDecimals = (kind: AmountFieldProps['kind']) => kind !== 'percent' && CURRENCIES[kind.money].decimals > 0;

/** Keeps digits (and one ',' where the currency has cents) of what the keyboard typed. */
function sanitize(raw: string, kind: AmountFieldProps['kind']): string {
  const body = raw.replace(/^\$/, '').replace(/\s|%/g, '');
  if (!withDecimals(kind)) return body.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const [whole = '', ...rest] = body.replace(/\./g, '').split(',');
  const digits = whole.replace(/\D/g, '');
  return rest.length > 0 ? `${digits || '0'},${rest.join('').replace(/\D/g, '')}` : digits;
}

/** How the typed text reads: '$100.000' for pesos, '$12,5' while typing cents, '10 %'. */
function display(text: string, kind: AmountFieldProps['kind']): string {
  if (text === '') return '';
  if (kind === 'percent') return `${text} %`;
  if (withDecimals(kind)) return `$${text}`;
  const parsed = parseMoneyInput(text, kind.money);
  return parsed.ok ? formatMoney(parsed.value, kind.money) : text;
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

/** The typed amount in minor units, or null when it is empty or not an amount. */
export function amountOf(text: string, currency: Currency): ReturnType<typeof money> | null {
  const parsed = parseMoneyInput(text, currency);
  return parsed.ok ? parsed.value : null;
}

/** Minor units back to what the field types ('100000', '12,50'). */
export function textOf(amount: number, currency: Currency): string {
  const { decimals } = CURRENCIES[currency];
  if (decimals === 0) return String(amount);
  const whole = Math.floor(amount / 10 ** decimals);
  return `${whole},${String(amount % 10 ** decimals).padStart(decimals, '0')}`;
}
