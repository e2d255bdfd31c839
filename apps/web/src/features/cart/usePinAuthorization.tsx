import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errors';

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
    try {
      await asking.action(pin);
      setAsking(null);
      asking.settle(true);
    } catch (failure) {
      if (failure instanceof ApiError && PIN_REFUSALS.has(failure.code)) {
        setAttempt((count) => count + 1);
        setError(describeError(failure, t));
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
        onSubmit={(pin) => void submit(pin)}
        onCancel={cancel}
      />
    </Suspense>
  ) : null;

  return { authorize, dialog };
}
