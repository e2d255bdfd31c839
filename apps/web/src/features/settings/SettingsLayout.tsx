import { isAdministrator } from '@comandero/domain';
import { AppShell, Group, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { LogoutButton } from '../../ui/LogoutButton';
import { PosButton } from '../../ui/PosButton';
import { SettingsMenu } from './SettingsMenu';

/** Spec 02 §2: the menu turns horizontal when the window is 720 px wide or less. */
export const HORIZONTAL_MENU_QUERY = '(max-width: 720px)';

/** The settings panel frame: header with Panel, POS and sign-out; side menu for administrador only. */
export default function SettingsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const withMenu = isAdministrator(user.role.name);
  const horizontal = useMediaQuery(HORIZONTAL_MENU_QUERY, false, { getInitialValueInEffect: false });
  const vertical = withMenu && !horizontal;
  return (
    <AppShell
      header={{ height: 68 }}
      navbar={vertical ? { width: 256, breakpoint: 0 } : undefined}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('settings.panel')}
          </Title>
          <Group gap={4} wrap="nowrap">
            <PosButton />
            <LanguageToggle />
            <Group visibleFrom="sm">
              <LogoutButton variant="button" />
            </Group>
            <Group hiddenFrom="sm">
              <LogoutButton />
            </Group>
          </Group>
        </Group>
      </AppShell.Header>
      {vertical && (
        <AppShell.Navbar p="md">
          <SettingsMenu orientation="vertical" />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {withMenu && horizontal && <SettingsMenu orientation="horizontal" />}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
