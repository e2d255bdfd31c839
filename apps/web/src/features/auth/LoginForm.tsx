import type { LoginForm as LoginFormValues } from '@comandero/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock, IconMail } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../app/api';
import { browser } from '../../app/browser';
import { loadValidators } from '../../app/loadValidators';
import { clearLoginNotice, readLoginNotice } from '../../app/loginNotice';
import { isUnreachable, serverAnswers } from '../../app/serverReachable';
import { persistLogin } from '../../app/session';
import { useTranslation } from '../../i18n';
import type es from '../../i18n/es.json';
import type { CaptchaHandle } from './AltchaChallenge';
import { login } from './auth.api';
import { loginErrorMessage } from './loginErrors';
import { OfflineLoginNote, useServerUnreachable } from './OfflineLoginNote';
import { checkOfflineLogin, prepareOfflineLogin, rememberOfflineLogin, startOfflineLoginSession } from './offlineLogin';
import { useCaptchaEnabled } from './useCaptchaConfig';

const AltchaChallenge = lazy(() => import('./AltchaChallenge'));

/** Spec 01 §9: the login submit waits 500 ms; after success the page reloads 500 ms later. */
export const LOGIN_SUBMIT_DELAY_MS = 500;
export const RELOAD_AFTER_LOGIN_MS = 500;

type Notice = { kind: 'warning' | 'error' | 'success'; text: string };

/** Why the terminal came back to the login, said once (storage.ts LoginNotice). */
const LOGIN_NOTICES = { offlineExpired: 'login.offline.expired', reconnected: 'login.offline.reconnected' } as const;
type ValidationKey = keyof typeof es.validation;

const NOTICE_STYLE = {
  warning: { color: 'yellow', icon: <IconAlertTriangle /> },
  error: { color: 'red', icon: <IconAlertTriangle /> },
  success: { color: 'teal', icon: <IconCircleCheck /> },
} as const;

/** The domain's login schema, fetched with the other validators on first use. */
const loginResolver: Resolver<LoginFormValues> = async (values, context, options) => {
  const { loginFormSchema } = await loadValidators();
  return zodResolver(loginFormSchema)(values, context, options);
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function LoginForm() {
  const { t } = useTranslation();
  const captchaEnabled = useCaptchaEnabled();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(() => {
    const reason = readLoginNotice();
    return reason ? { kind: 'warning', text: t(LOGIN_NOTICES[reason]) } : null;
  });
  const [signedIn, setSignedIn] = useState(false);
  // Spec 01 §5: the server refused these credentials; said under the password until the next attempt.
  const [rejected, setRejected] = useState(false);
  const [unreachable, setUnreachable] = useServerUnreachable();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: loginResolver,
    defaultValues: { identifier: '', password: '' },
  });

  const fieldError = (message: string | undefined) =>
    message === undefined ? undefined : t(`validation.${message as ValidationKey}`);

  /** Spec 01 §1: with no server, the device's verifier of the user's last login here decides. */
  const signInOffline = async ({ identifier, password }: LoginFormValues) => {
    setUnreachable(true);
    const result = await checkOfflineLogin(identifier, password);
    if (result?.kind !== 'signedIn') {
      const text = !result
        ? t('errors.NETWORK_ERROR')
        : result.kind === 'unknownUser'
          ? t('login.offline.unknownUser')
          : t('errors.INVALID_CREDENTIALS');
      setNotice({ kind: 'error', text });
      return;
    }
    setSignedIn(true);
    setNotice({ kind: 'success', text: t('login.offline.success', { name: result.user.name }) });
    await wait(RELOAD_AFTER_LOGIN_MS);
    // No reload (the page could not load again without the server): the guards take the user home.
    await startOfflineLoginSession(result.user, result.terms);
  };

  const onValid = async (values: LoginFormValues) => {
    // Said until the person signs in again (cleared here, not on mount: the login may mount twice on the way).
    clearLoginNotice();
    setNotice(null);
    setRejected(false);
    if (captchaEnabled && !captchaPayload) {
      // The challenge comes from the server: without one, only an offline sign-in is possible.
      if (!(await serverAnswers())) return signInOffline(values);
      setNotice({ kind: 'error', text: t('errors.CAPTCHA_REQUIRED') });
      return;
    }
    const verifier = prepareOfflineLogin(values.identifier, values.password);
    await wait(LOGIN_SUBMIT_DELAY_MS);
    let answer: Awaited<ReturnType<typeof login>>;
    try {
      answer = await login({ ...values, ...(captchaPayload ? { captcha: captchaPayload } : {}) });
    } catch (error) {
      if (isUnreachable(error)) return signInOffline(values);
      setNotice({ kind: 'error', text: loginErrorMessage(error, t) });
      setRejected(error instanceof ApiError && error.code === 'INVALID_CREDENTIALS');
      // The server accepts a solved challenge once, so any failed attempt needs a new one.
      captcha.current?.reset();
      return;
    }
    persistLogin(answer);
    setUnreachable(false);
    setSignedIn(true);
    setNotice({ kind: 'success', text: t('login.success', { name: answer.user.name }) });
    // The reload waits for the offline verifier of this login to be stored too.
    await Promise.all([wait(RELOAD_AFTER_LOGIN_MS), rememberOfflineLogin(values.identifier, verifier, answer)]);
    browser.reload();
  };

  const onInvalid = () => {
    const { identifier, password } = getValues();
    setNotice(identifier.trim() === '' || password === '' ? { kind: 'warning', text: t('login.emptyWarning') } : null);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {t('login.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('login.subtitle')}
          </Text>
        </div>
        {unreachable && <OfflineLoginNote />}
        <TextInput
          label={t('login.user')}
          placeholder={t('login.userPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          leftSection={<IconMail size={20} />}
          error={fieldError(errors.identifier?.message)}
          {...register('identifier')}
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          withAsterisk
          leftSection={<IconLock size={20} />}
          error={fieldError(errors.password?.message) ?? (rejected ? t('login.rejected') : undefined)}
          {...register('password')}
        />
        {captchaEnabled && (
          <Suspense fallback={null}>
            <AltchaChallenge ref={captcha} onPayload={setCaptchaPayload} />
          </Suspense>
        )}
        {notice && (
          <Alert
            role={notice.kind === 'success' ? 'status' : 'alert'}
            color={NOTICE_STYLE[notice.kind].color}
            icon={NOTICE_STYLE[notice.kind].icon}
            variant="light"
          >
            {notice.text}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting || signedIn}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
