import type { LoginResponse } from '@comandero/domain';
import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { PinPad } from '../../ui/PinPad';
import { pinLogin } from '../auth';

/** Spec 01 §9: the PIN login waits 200 ms before it is sent. */
export const PIN_LOGIN_DELAY_MS = 200;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface PinDialogProps {
  /** The picked card: the PIN must be this user's. */
  userId: string;
  name: string;
  onSignedIn(answer: LoginResponse): void;
  onCancel(): void;
}

/** Asks the picked user's PIN and switches this terminal to that user. */
export default function PinDialog({ userId, name, onSignedIn, onCancel }: PinDialogProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A refused PIN starts a clean pad.
  const [attempt, setAttempt] = useState(0);

  const submit = async (pin: string) => {
    setSending(true);
    setError(null);
    await wait(PIN_LOGIN_DELAY_MS);
    try {
      const answer = await pinLogin(pin, userId);
      onSignedIn(answer);
    } catch (failure) {
      setError(failure instanceof ApiError ? describeError(failure, t) : t('errors.BAD_RESPONSE'));
      setAttempt((count) => count + 1);
      setSending(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onCancel}
      centered
      radius="lg"
      title={t('changeUser.pinTitle', { name })}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text c="dimmed" ta="center">
          {t('changeUser.pinHelp')}
        </Text>
        <PinPad key={attempt} onSubmit={(pin) => void submit(pin)} loading={sending} error={error} />
      </Stack>
    </Modal>
  );
}
