import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { useRoleLabel } from '../../ui/useRoleLabel';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text c="dimmed" fz="sm" fw={500}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

function Chips({ names, empty }: { names: string[]; empty: string }) {
  if (names.length === 0) return <Text>{empty}</Text>;
  return (
    <Group gap={6} mt={4}>
      {names.map((name) => (
        <Badge key={name} variant="light" color="gray" size="lg" tt="none" fw={500} style={{ letterSpacing: 0 }}>
          {name}
        </Badge>
      ))}
    </Group>
  );
}

/** The default home view of the settings panel (spec 02 §2): the business, branch and user it works with. */
export default function SettingsHome() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const user = useSession((state) => state.user)!;
  const { branch } = user;
  const notSet = t('common.notSet');
  const location = [branch?.city, branch?.country].filter(Boolean).join(', ');
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={2}>{t('settings.homeTitle')}</Title>
        <Text c="dimmed" mt={4}>
          {t('settings.homeText')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={3} fz="lg">
              {t('settings.branch')}
            </Title>
            <Field label={t('settings.business')}>
              <Text>{user.business.name}</Text>
            </Field>
            <Field label={t('settings.branch')}>
              <Text>{branch?.name ?? notSet}</Text>
            </Field>
            <Field label={t('settings.location')}>
              <Text tt="capitalize">{location || notSet}</Text>
            </Field>
            <Field label={t('settings.currency')}>
              <Text>{branch?.currency ?? notSet}</Text>
            </Field>
            <Field label={t('settings.paymentMethods')}>
              <Chips names={branch?.paymentMethods.map((method) => method.name) ?? []} empty={notSet} />
            </Field>
            <Field label={t('settings.deliveryMethods')}>
              <Chips names={branch?.deliveryMethods.map((method) => method.name) ?? []} empty={notSet} />
            </Field>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={3} fz="lg">
              {t('settings.yourUser')}
            </Title>
            <Field label={t('settings.name')}>
              <Text>{user.name}</Text>
            </Field>
            <Field label={t('settings.role')}>
              <Text>{roleLabel(user.role.name)}</Text>
            </Field>
            <Field label={t('settings.email')}>
              <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
            </Field>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
