import { hasArea, isAllowedRole } from '@comandero/domain';
import { Center, Group, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconShieldLock } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { BrandMark } from '../../ui/BrandMark';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { LogoutButton } from '../../ui/LogoutButton';

/** The branch dialog cannot be dismissed: signing out is the only way on (spec 01 §2). */
function NoBranchDialog() {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      radius="lg"
      title={t('notAllowed.noBranchTitle')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" color="yellow" variant="light">
            <IconBuildingStore size={26} />
          </ThemeIcon>
          <div>
            <Text fw={600}>{t('notAllowed.noBranch')}</Text>
            <Text c="dimmed" fz="sm" mt={4}>
              {t('notAllowed.noBranchHelp')}
            </Text>
          </div>
        </Group>
        <Group justify="flex-end">
          <LogoutButton variant="button" />
        </Group>
      </Stack>
    </Modal>
  );
}

/** Where a role outside the allowed list, a user without branch, or a missing permission ends up. */
export default function NotAllowedPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const allowedRole = isAllowedRole(user.role.name);
  const hasBranch = user.branch !== null;
  if (allowedRole && hasBranch && hasArea(user.securityPolitics, 'tables')) return <Navigate to="/" replace />;
  const reason = allowedRole ? t('notAllowed.permission') : t('notAllowed.role');
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack gap="lg">
          <Group justify="space-between">
            <BrandMark />
            <LanguageToggle />
          </Group>
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={64} radius="xl" color="red" variant="light">
              <IconShieldLock size={34} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {t('notAllowed.title')}
            </Title>
            {hasBranch && <Text c="dimmed">{reason}</Text>}
          </Stack>
          <LogoutButton variant="button" />
        </Stack>
      </Paper>
      {!hasBranch && <NoBranchDialog />}
    </Center>
  );
}
