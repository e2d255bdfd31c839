import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n';

/** A list that could not be read: what went wrong, and a retry (the settings lists). */
export function LoadFailure({ title, text, onRetry }: { title: string; text: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text>{text}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
