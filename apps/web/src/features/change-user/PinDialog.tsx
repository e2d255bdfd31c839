import type { SessionUser } from '@comandero/domain';
import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { isUnreachable } from '../../app/serverReachable';
import { adoptSession, useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { PinPad } from '../../ui/PinPad';
import { pinLogin } from '../auth';
import { checkOfflinePin, preparePinVerifier, rememberPinLogin, startOfflinePinSession } from './offlineChangeUser';

/** Spec 01 §9: the PIN login waits 200 ms before it is sent. */
export const PIN_LOGIN_DELAY_MS = 200;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface PinDialogProps {
  /** The picked card: the PIN must be this user's. */
  userId: string;
  name: string;
  /** This terminal now works as `user`; `offline` when the PIN was checked on this device. */
  onSignedIn(user: SessionUser, offline: boolean): void;
  onCancel(): void;
}

/** Asks the picked user's PIN and switches this terminal to that user. */
export default function PinDialog({ userId, name, onSignedIn, onCancel }: PinDialogProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A refused PIN starts a clean pad.
  const [attempt, setAttempt] = useState(0);

  const refuse = (message: string) => {
    setError(message);
    setAttempt((count) => count + 1);
    setSending(false);
  };

  /** Spec 01 §1 waiter mode without the server: the PIN is checked against this device's verifier. */
  const changeOffline = async (pin: string) => {
    const caller = useSession.getState().user;
    const result = await checkOfflinePin({ id: caller?.id ?? userId, branchId: caller?.branch?.id ?? '' }, userId, pin);
    if (result?.kind === 'signedIn') {
      await startOfflinePinSession(result.user, result.terms);
      onSignedIn(result.user, true);
    } else if (result?.kind === 'wrongPin') refuse(t('errors.INCORRECT_PIN'));
    else if (result?.kind === 'locked') {
      refuse(
        describeError(new ApiError(429, 'PIN_LOCKED', 'locked', { retryAfterSeconds: result.retryAfterSeconds }), t),
      );
    } else if (result?.kind === 'needsConnection') refuse(t('changeUser.offline.needsConnectionPin'));
    else refuse(t('errors.NETWORK_ERROR'));
  };

  const submit = async (pin: string) => {
    setSending(true);
    setError(null);
    const verifier = preparePinVerifier(userId, pin);
    await wait(PIN_LOGIN_DELAY_MS);
    try {
      const answer = await pinLogin(pin, userId);
      const previousUserId = useSession.getState().user?.id ?? null;
      adoptSession(answer);
      rememberPinLogin(verifier, answer, previousUserId);
      onSignedIn(answer.user, false);
    } catch (failure) {
      if (isUnreachable(failure)) return changeOffline(pin);
      refuse(failure instanceof ApiError ? describeError(failure, t) : t('errors.BAD_RESPONSE'));
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
