import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

interface NumberPadProps {
  /** Called with the key pressed: a digit, '00', the decimal separator ',' or 'back'. */
  onKey(key: string): void;
  /** Currencies with cents get a decimal key; others a '00' key for round amounts. */
  decimal?: boolean;
  label: string;
  disabled?: boolean;
}

/** Large keys to type an amount on a tablet (DESIGN §7: numbers with a pad); the keyboard works too. */
export function NumberPad({ onKey, decimal = false, label, disabled = false }: NumberPadProps) {
  const { t } = useTranslation();
  const key = (value: string, name: string, content: ReactNode = value) => (
    <UnstyledButton
      key={value}
      type="button"
      aria-label={name}
      disabled={disabled}
      onClick={() => onKey(value)}
      h={52}
      bg="var(--mantine-color-default-hover)"
      fz={22}
      fw={600}
      ta="center"
      style={{ borderRadius: 'var(--mantine-radius-md)', opacity: disabled ? 0.5 : 1 }}
    >
      {content}
    </UnstyledButton>
  );
  return (
    <SimpleGrid cols={3} spacing={8} role="group" aria-label={label}>
      {DIGITS.map((digit) => key(digit, digit))}
      {decimal ? key(',', t('pad.decimal')) : key('00', '00')}
      {key('0', '0')}
      {key('back', t('pin.delete'), <IconBackspace size={24} style={{ verticalAlign: 'middle' }} />)}
    </SimpleGrid>
  );
}

/** What a key does to the typed text; at most `maxLength` characters and one decimal separator. */
export function pressKey(text: string, key: string, maxLength = 13): string {
  if (key === 'back') return text.slice(0, -1);
  if (key === ',' && (text.includes(',') || text === '')) return text === '' ? '0,' : text;
  const next = text === '0' && key !== ',' ? key : text + key;
  return next.length > maxLength ? text : next.replace(/^0+(?=\d)/, '');
}
