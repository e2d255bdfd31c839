import { Alert, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';

/** Title, filters with the export menu, totals cards, then the list (or loading, error, empty). */
export function ReportLayout(props: {
  title: string;
  text: string;
  filters: ReactNode;
  exportMenu: ReactNode;
  totals: { label: string; value: string }[];
  query: { isError: boolean; error: unknown; isPending: boolean };
  disabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  let body = props.children;
  if (props.disabled) body = null;
  else if (props.query.isError)
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('reports.loadError')}>
        {describeError(props.query.error, t)}
      </Alert>
    );
  else if (props.query.isPending)
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Title order={2}>{props.title}</Title>
          <Text c="dimmed" mt={4}>
            {props.text}
          </Text>
        </div>
        {props.exportMenu}
      </Group>
      <Group align="flex-start" gap="md" role="group" aria-label={t('reports.filters')}>
        {props.filters}
      </Group>
      {!props.disabled && (
        <SimpleGrid
          // More than three cards wrap on a phone and a narrow tablet.
          cols={
            props.totals.length > 3
              ? { base: 2, md: props.totals.length % 4 === 0 ? 4 : 3, xl: props.totals.length }
              : props.totals.length
          }
          spacing="xs"
        >
          {props.totals.map((total) => (
            <Paper key={total.label} withBorder p="sm" radius="md">
              <Text size="sm" c="dimmed">
                {total.label}
              </Text>
              <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
                {total.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {body}
    </Stack>
  );
}
