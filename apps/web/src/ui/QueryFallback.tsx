import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '../app/errors';
import type { TFunction } from '../i18n';
import { useTranslation } from '../i18n';
import { LoadFailure } from './LoadFailure';

interface QueryFallbackProps {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  /** The failure's title: what could not be read. */
  title: string;
  describe?(error: unknown, t: TFunction): string;
}

/** What a settings list shows until its rows are read: a loader, or the failure with a retry. */
export function QueryFallback({ query, title, describe = describeError }: QueryFallbackProps) {
  const { t } = useTranslation();
  if (query.isError) {
    return <LoadFailure title={title} text={describe(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
