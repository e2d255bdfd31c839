import type { LoginForm as LoginFormValues } from '@comandero/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock, IconMail } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { browser } from '../../app/browser';
import { loadValidators } from '../../app/loadValidators';
import { persistLogin } from '../../app/session';
import type es from '../../i18n/es.json';
import type { CaptchaHandle } from './AltchaChallenge';
import { login } from './auth.api';
import { loginErrorMessage } from './loginErrors';
import { useCaptchaEnabled } from './useCaptchaConfig';

const AltchaChallenge = lazy(() => import('./AltchaChallenge'));

/** Spec 01 §9: the login submit waits 500 ms; after success the page reloads 500 ms later. */
export const LOGIN_SUBMIT_DELAY_MS = 500;
export const RELOAD_AFTER_LOGIN_MS = 500;

type Notice = { kind: 'warning' | 'error' | 'success'; text: string };
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
  const [notice, setNotice] = useState<Notice | null>(null);
  const [signedIn, setSignedIn] = useState(false);
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

  const onValid = async (values: LoginFormValues) => {
    setNotice(null);
    if (captchaEnabled && !captchaPayload) {
      setNotice({ kind: 'error', text: t('errors.CAPTCHA_REQUIRED') });
      return;
    }
    await wait(LOGIN_SUBMIT_DELAY_MS);
    try {
      const answer = await login({ ...values, ...(captchaPayload ? { captcha: captchaPayload } : {}) });
      persistLogin(answer);
      setSignedIn(true);
      setNotice({ kind: 'success', text: t('login.success', { name: answer.user.name }) });
      setTimeout(() => browser.reload(), RELOAD_AFTER_LOGIN_MS);
    } catch (error) {
      setNotice({ kind: 'error', text: loginErrorMessage(error, t) });
      // The server accepts a solved challenge once, so any failed attempt needs a new one.
      captcha.current?.reset();
    }
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
          error={fieldError(errors.password?.message)}
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
