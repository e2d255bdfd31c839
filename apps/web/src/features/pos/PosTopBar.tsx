import { can, type SessionUser } from '@comandero/domain';
import { ActionIcon, Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconHelp, IconLayoutDashboard, IconReceipt, IconUsers } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAppMode } from '../../app/appMode';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { BrandMark } from '../../ui/BrandMark';
import { HintTooltip } from '../../ui/HintTooltip';
import { Initials, initialsOf } from '../../ui/Initials';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { LogoutButton } from '../../ui/LogoutButton';
import { useRoleLabel } from '../../ui/useRoleLabel';
import { CashierMenuButton, CashierPanel, showsCashierMenu, useCashierForm } from '../cashiers';

// The popover and its positioning code load when first opened, not with the POS (DESIGN §10).
const UserPopover = lazy(() => import('./UserPopover'));
// The settings menu's gear (administrators) and the way out of waiter mode load where they show,
// not with every POS (DESIGN §10 budget).
const SettingsMenu = lazy(() => import('./SettingsMenu'));
const LeaveWaiterModeButton = lazy(() => import('./LeaveWaiterModeButton'));
// Only an offline session shows it: it loads with one.
const OfflineSessionBadge = lazy(() => import('../../ui/OfflineSessionBadge'));

function UserSummary({ user }: { user: SessionUser }) {
  const roleLabel = useRoleLabel();
  return (
    <Group gap="sm" wrap="nowrap">
      <Initials name={user.name} />
      <div style={{ minWidth: 0 }}>
        <Text fw={600} lh={1.2} truncate>
          {user.name}
        </Text>
        <Text c="dimmed" fz="sm" lh={1.2}>
          {roleLabel(user.role.name)}
        </Text>
      </div>
    </Group>
  );
}

/** An icon-only top-bar action: its name is its tooltip and its accessible name. */
function TopBarLink({
  to,
  label,
  icon,
  visibleFrom,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  visibleFrom?: 'sm';
}) {
  return (
    <HintTooltip label={label}>
      <ActionIcon component={Link} to={to} aria-label={label} color="gray" visibleFrom={visibleFrom}>
        {icon}
      </ActionIcon>
    </HintTooltip>
  );
}

/** On phones the user's summary sits behind their avatar. */
function UserMenu({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Once opened, the popover stays mounted so it can close with its transition.
  const [loaded, setLoaded] = useState(false);
  // A cashier drawer asked for from the summary takes the screen: the popover steps aside.
  const formShown = useCashierForm((state) => state.form !== null);
  useEffect(() => {
    if (formShown) setOpened(false);
  }, [formShown]);
  const target = (
    <UnstyledButton
      hiddenFrom="sm"
      // The name holds the initials it shows (WCAG 2.5.3 label in name).
      aria-label={`${t('topbar.userMenu')} (${initialsOf(user.name)})`}
      w={44}
      h={44}
      // A controlled popover leaves the toggling to its target.
      onClick={() => {
        setLoaded(true);
        setOpened((current) => !current);
      }}
    >
      <Initials name={user.name} style={{ margin: 'auto' }} />
    </UnstyledButton>
  );
  if (!loaded) return target;
  return (
    <Suspense fallback={target}>
      <UserPopover opened={opened} onChange={setOpened} target={target}>
        {children}
      </UserPopover>
    </Suspense>
  );
}

/**
 * Spec 01 §2 "Top bar of the tables view": only actions whose screens exist are shown. In waiter
 * mode the normal-mode icons hide; leaving the mode, the language and sign-out stay.
 */
export function PosTopBar({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const politics = user.securityPolitics;
  const normalMode = useAppMode((state) => state.mode) === 'normal';
  const branchName = user.branch?.name ?? '';
  const cashierMenu = normalMode && showsCashierMenu(user);
  const offlineSession = useSession((state) => state.offlineUntil !== null);

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="md" wrap="nowrap" miw={0}>
        <BrandMark compact />
        {/* In waiter mode the way out needs the room on a tablet. */}
        <Badge
          visibleFrom={normalMode ? 'md' : 'xl'}
          size="lg"
          tt="none"
          variant="outline"
          color="gray"
          leftSection={<IconBuildingStore size={18} />}
          aria-label={`${t('topbar.branch')}: ${branchName}`}
        >
          {branchName}
        </Badge>
        {offlineSession && (
          <Suspense fallback={null}>
            <OfflineSessionBadge />
          </Suspense>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        {cashierMenu && <CashierMenuButton user={user} />}
        {normalMode && can(politics, 'settings', 'dashboardOption') && (
          <TopBarLink
            to="/viewAdmin"
            label={t('topbar.adminPanel')}
            icon={<IconLayoutDashboard size={24} stroke={1.7} />}
          />
        )}
        {normalMode && can(politics, 'orders', 'read') && (
          <TopBarLink to="/settings/orders" label={t('topbar.sales')} icon={<IconReceipt size={24} stroke={1.7} />} />
        )}
        {normalMode && can(politics, 'settings', 'viewOption') && (
          <Suspense fallback={null}>
            <SettingsMenu />
          </Suspense>
        )}
        {normalMode && (
          <TopBarLink to="/changeUser" label={t('topbar.changeUser')} icon={<IconUsers size={24} stroke={1.7} />} />
        )}
        <TopBarLink to="/help" label={t('topbar.help')} icon={<IconHelp size={24} stroke={1.7} />} visibleFrom="sm" />
        {!normalMode && (
          <Suspense fallback={null}>
            <LeaveWaiterModeButton user={user} />
          </Suspense>
        )}
        <LanguageToggle compact />
        <Group visibleFrom="sm" wrap="nowrap" px="xs" maw={220}>
          <UserSummary user={user} />
        </Group>
        <UserMenu user={user}>
          <Stack gap="sm">
            <UserSummary user={user} />
            <Group gap="xs">
              <IconBuildingStore size={18} />
              <Text fz="sm">{branchName}</Text>
            </Group>
            {cashierMenu && <CashierPanel user={user} />}
            <Button component={Link} to="/help" variant="light" color="gray" leftSection={<IconHelp size={20} />}>
              {t('topbar.help')}
            </Button>
          </Stack>
        </UserMenu>
        <LogoutButton />
      </Group>
    </Group>
  );
}
