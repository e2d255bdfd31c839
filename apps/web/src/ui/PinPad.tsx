import { PIN_PATTERN } from '@comandero/domain';
import { Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n';

const MAX_DIGITS = 8;
const MIN_SLOTS = 4;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

interface PinPadProps {
  /** Called with a PIN the domain accepts (4 to 8 digits). */
  onSubmit(pin: string): void;
  loading?: boolean;
  /** The last refusal, shown under the dots (e.g. INCORRECT PIN). */
  error?: string | null;
}

/** A numeric pad for PINs: large keys for touch, and the physical keyboard works too (DESIGN §7). */
export function PinPad({ onSubmit, loading = false, error = null }: PinPadProps) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const complete = PIN_PATTERN.test(pin);
  const press = (digit: string) => setPin((current) => (current.length < MAX_DIGITS ? current + digit : current));
  const erase = () => setPin((current) => current.slice(0, -1));
  const submit = () => {
    if (complete && !loading) onSubmit(pin);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key)) press(event.key);
    else if (event.key === 'Backspace') erase();
    else if (event.key === 'Enter') submit();
    else return;
    event.preventDefault();
  };
  const slots = Math.max(MIN_SLOTS, pin.length);
  const key = (label: string, onClick: () => void, content: ReactNode = label) => (
    <UnstyledButton
      key={label}
      aria-label={label}
      onClick={onClick}
      h={64}
      bg="var(--mantine-color-default-hover)"
      fz={26}
      fw={600}
      ta="center"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      {content}
    </UnstyledButton>
  );

  return (
    <Stack gap="md" maw={320} mx="auto" tabIndex={-1} onKeyDown={onKeyDown}>
      <Group justify="center" gap="sm" role="status" aria-label={t('pin.entered', { count: pin.length })}>
        {Array.from({ length: slots }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions, not records
            key={index}
            style={{
              width: 16,
              height: 16,
              borderRadius: '50%',
              border: '2px solid var(--mantine-primary-color-filled)',
              background: index < pin.length ? 'var(--mantine-primary-color-filled)' : 'transparent',
            }}
          />
        ))}
      </Group>
      {error && (
        <Text c="red" ta="center" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid cols={3} spacing="sm">
        {DIGITS.map((digit) => key(digit, () => press(digit)))}
        {key(t('pin.clear'), () => setPin(''), <Text fz="sm">{t('pin.clear')}</Text>)}
        {key('0', () => press('0'))}
        {key(t('pin.delete'), erase, <IconBackspace size={26} style={{ verticalAlign: 'middle' }} />)}
      </SimpleGrid>
      <Button size="lg" disabled={!complete} loading={loading} onClick={submit}>
        {t('pin.confirm')}
      </Button>
    </Stack>
  );
}
