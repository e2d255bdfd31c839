import type { UserCard as UserCardData } from '@comandero/domain';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBriefcase, IconBuildingStore, IconCalendar, IconMail, IconPhone, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Initials } from '../../ui/Initials';
import { useRoleLabel } from '../../ui/useRoleLabel';
import { formatCardDate, orMissing } from './userCardFields';

function Field({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <span aria-hidden="true" style={{ display: 'flex', color: 'var(--mantine-color-dimmed)' }}>
        {icon}
      </span>
      <Text fz="sm" truncate title={value}>
        <Text span fz="sm" c="dimmed">
          {label}:{' '}
        </Text>
        {value}
      </Text>
    </Group>
  );
}

interface UserCardProps {
  user: UserCardData;
  onPick(user: UserCardData): void;
  /** Offline, and this device cannot check this user's PIN: the card says so and cannot be picked. */
  needsConnection?: boolean;
}

/** One user of the branch, as the change-user grid shows it (spec 01 §2); the whole card is the button. */
export function UserCard({ user, onPick, needsConnection = false }: UserCardProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const missing = t('changeUser.notName');
  const name = orMissing(user.name, missing);
  return (
    <UnstyledButton
      onClick={() => onPick(user)}
      aria-label={t('changeUser.pick', { name })}
      aria-describedby={needsConnection ? `needs-connection-${user.id}` : undefined}
      disabled={needsConnection}
      h="100%"
    >
      <Paper
        withBorder
        radius="lg"
        p="md"
        h="100%"
        style={{ cursor: needsConnection ? 'not-allowed' : 'pointer', opacity: needsConnection ? 0.7 : 1 }}
      >
        <Stack gap={6}>
          <Group gap="sm" wrap="nowrap">
            <Initials name={name} size={44} />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} fz="lg" truncate>
                {name}
              </Text>
              <Text c="dimmed" fz="sm">
                {user.role ? roleLabel(user.role) : missing}
              </Text>
            </div>
          </Group>
          {needsConnection && (
            <Badge
              id={`needs-connection-${user.id}`}
              color="gray"
              variant="light"
              tt="none"
              leftSection={<IconWifiOff size={14} aria-hidden />}
            >
              {t('changeUser.offline.needsConnection')}
            </Badge>
          )}
          <Field icon={<IconMail size={16} />} label={t('changeUser.email')} value={orMissing(user.email, missing)} />
          {/* 'NOT NAME' names a missing name: a missing phone is a dash, not 'Teléfono: SIN NOMBRE' (issue 30). */}
          <Field
            icon={<IconPhone size={16} />}
            label={t('changeUser.phone')}
            value={orMissing(user.phone, t('changeUser.noPhone'))}
          />
          <Field
            icon={<IconBuildingStore size={16} />}
            label={t('changeUser.branch')}
            value={orMissing(user.branch, missing)}
          />
          <Field
            icon={<IconBriefcase size={16} />}
            label={t('changeUser.business')}
            value={orMissing(user.business, missing)}
          />
          <Field
            icon={<IconCalendar size={16} />}
            label={t('changeUser.createdAt')}
            value={orMissing(formatCardDate(user.createdAt), missing)}
          />
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
