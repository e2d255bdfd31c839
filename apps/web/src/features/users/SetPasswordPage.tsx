import { setPasswordSchema } from '@comandero/domain';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { BrandMark } from '../../ui/BrandMark';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { schemaResolver } from '../../ui/schemaResolver';
import { describeFailure, failureText } from './userMessages';
import { checkPasswordCode, setPassword } from './users.api';

interface SetPasswordValues {
  code: string;
  password: string;
  repeat: string;
}

/** Issue 15 §2: a new user sets their password with the one-time code the administrator handed over. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The link carries the code in its fragment, which never reaches a server or its logs; older links in the query.
  const { hash } = useLocation();
  const linkCode = new URLSearchParams(hash.slice(1)).get('code') ?? params.get('code') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, setError } = useForm<SetPasswordValues>({
    resolver: schemaResolver(setPasswordSchema, (values) =>
      values.repeat === values.password ? [] : [{ path: ['repeat'], message: 'MISMATCH' }],
    ),
    defaultValues: { code: linkCode, password: '', repeat: '' },
  });
  const { errors, isSubmitting } = formState;
  const code = watch('code').trim();
  // Greets the person the code was made for, once it is whole (12 characters and its dashes). A public
  // screen: no query client here, so a plain effect that drops an answer for an older code.
  const [who, setWho] = useState<{ name: string; email: string } | null>(null);
  useEffect(() => {
    setWho(null);
    if (code.replace(/[^a-z0-9]/gi, '').length !== 12) return;
    let current = true;
    checkPasswordCode(code).then(
      (found) => current && setWho(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [code]);
  const message = (text: string | undefined) =>
    text === undefined ? undefined : text === 'MISMATCH' ? t('users.validation.mismatch') : failureText(text, t);

  const save = async (values: SetPasswordValues) => {
    try {
      setDone((await setPassword(values.code, values.password)).email);
    } catch (error) {
      setError('code', { message: describeFailure(error, t) });
    }
  };

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440} component="main">
        <Stack gap="lg">
          <Stack gap="xs" align="center">
            <BrandMark />
            <LanguageToggle />
          </Stack>
          <div>
            <Title order={1} fz={26}>
              {t('setPassword.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {who && done === null ? t('setPassword.greeting', who) : t('setPassword.text')}
            </Text>
          </div>
          {done !== null ? (
            <Stack gap="md">
              <Alert color="teal" variant="light" icon={<IconCircleCheck size={22} />} role="status">
                {t('setPassword.done', { email: done })}
              </Alert>
              <Button component={Link} to="/login" size="md">
                {t('setPassword.login')}
              </Button>
            </Stack>
          ) : (
            <form noValidate onSubmit={handleSubmit(save)}>
              <Stack gap="md">
                <TextInput
                  label={t('setPassword.code')}
                  withAsterisk
                  autoComplete="one-time-code"
                  autoCapitalize="characters"
                  maxLength={64}
                  error={errors.code?.message === 'REQUIRED' ? message(errors.code.message) : errors.code?.message}
                  {...register('code')}
                />
                <PasswordInput
                  label={t('setPassword.password')}
                  withAsterisk
                  autoComplete="new-password"
                  error={message(errors.password?.message)}
                  {...register('password')}
                />
                <PasswordInput
                  label={t('setPassword.repeat')}
                  withAsterisk
                  autoComplete="new-password"
                  error={message(errors.repeat?.message)}
                  {...register('repeat')}
                />
                <Button type="submit" size="md" loading={isSubmitting}>
                  {t('setPassword.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
