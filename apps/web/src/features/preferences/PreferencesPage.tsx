import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { PreferencesForm } from './PreferencesForm';
import { fetchPreferences, preferencesKeys } from './preferences.api';

/** Spec 02 §2 `/settings/preferences`: order PIN, tips and taxes of the branch. */
export default function PreferencesPage() {
  const { t } = useTranslation();
  const preferences = useQuery({ queryKey: preferencesKeys.all, queryFn: ({ signal }) => fetchPreferences(signal) });
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={2}>{t('preferences.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('preferences.text')}
        </Text>
      </div>
      {preferences.isPending && (
        <Center h={240}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {preferences.isError && (
        <Alert color="red" variant="light" title={t('preferences.loadError')}>
          {describeError(preferences.error, t)}
        </Alert>
      )}
      {/* A new version (saved here or elsewhere) starts the form again from what the server has. */}
      {preferences.data && <PreferencesForm key={preferences.data.version} saved={preferences.data} />}
    </Stack>
  );
}
