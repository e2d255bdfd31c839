import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';
import { useOutboxStatus } from '../../app/outbox/outboxStatus';
import { isUnreachable, serverAnswers } from '../../app/serverReachable';
import { useTranslation } from '../../i18n';

const AuthorizePinDialog = lazy(() => import('./AuthorizePinDialog'));

/** Refusals of the PIN itself: the pad stays open for another try. */
const PIN_REFUSALS = new Set(['INCORRECT_PIN', 'PIN_NOT_ALLOWED', 'PIN_LOCKED', 'PIN_SLOWED']);

type Action = (pin?: string) => Promise<void>;

interface Asking {
  action: Action;
  settle(done: boolean): void;
  fail(error: unknown): void;
}

/**
 * Runs an action without a PIN; when the server answers PIN_REQUIRED, asks an Administrator's or
 * Cashier's PIN and runs it again with it. Resolves true when done, false when the PIN was not given.
 */
export function usePinAuthorization() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The last try found no server; the heartbeat seeing it again clears the message.
  const [needsConnection, setNeedsConnection] = useState(false);
  const online = useOutboxStatus((status) => status.online);
  useEffect(() => {
    if (online) setNeedsConnection(false);
  }, [online]);

  const authorize = async (action: Action): Promise<boolean> => {
    try {
      await action();
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.code === 'PIN_REQUIRED')) throw failure;
    }
    setError(null);
    return new Promise<boolean>((resolve, reject) => setAsking({ action, settle: resolve, fail: reject }));
  };

  const submit = async (pin: string) => {
    if (!asking) return;
    setSending(true);
    setError(null);
    setNeedsConnection(false);
    try {
      // Another person's PIN is checked by the server only, never on this device: with no server the
      // action waits, rather than be queued with the PIN in it.
      if (!(await serverAnswers())) {
        setAttempt((count) => count + 1);
        setNeedsConnection(true);
        return;
      }
      await asking.action(pin);
      setAsking(null);
      asking.settle(true);
    } catch (failure) {
      if (failure instanceof ApiError && PIN_REFUSALS.has(failure.code)) {
        setAttempt((count) => count + 1);
        setError(describeError(failure, t));
      } else if (isUnreachable(failure)) {
        // The server went away meanwhile: the dialog stays, to try again once it is back.
        setAttempt((count) => count + 1);
        setNeedsConnection(true);
      } else {
        setAsking(null);
        asking.fail(failure);
      }
    } finally {
      setSending(false);
    }
  };

  const cancel = () => {
    asking?.settle(false);
    setAsking(null);
  };

  const dialog = asking ? (
    <Suspense fallback={null}>
      <AuthorizePinDialog
        attempt={attempt}
        sending={sending}
        error={error}
        needsConnection={needsConnection}
        onSubmit={(pin) => void submit(pin)}
        onCancel={cancel}
      />
    </Suspense>
  ) : null;

  return { authorize, dialog };
}
