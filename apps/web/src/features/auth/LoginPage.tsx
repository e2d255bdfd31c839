import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import illustrationUrl from '../../assets/login-illustration.svg';
import { useTranslation } from '../../i18n';
import { BrandMark } from '../../ui/BrandMark';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { LoginForm } from './LoginForm';
import classes from './LoginPage.module.css';

/** Spec 01 §2 Login: title, user and password form, and a side image (hidden on phones). */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <section className={classes.formColumn}>
        <Group justify="space-between">
          <BrandMark />
          <LanguageToggle />
        </Group>
        <div className={classes.formBody}>
          <LoginForm />
          {/* A new user's first sign-in starts with the administrator's one-time code (issue 15 §2). */}
          <Anchor component={Link} to="/set-password" ta="center" display="block" mt="md" py="xs">
            {t('login.haveCode')}
          </Anchor>
        </div>
        <Text c="dimmed" fz="xs" ta="center">
          {t('common.version', { version: __APP_VERSION__ })}
        </Text>
      </section>
      <aside className={classes.sideColumn}>
        <img className={classes.illustration} src={illustrationUrl} alt={t('login.illustration')} />
        <p className={classes.tagline}>{t('login.tagline')}</p>
      </aside>
    </main>
  );
}
