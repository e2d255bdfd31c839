import { Group, NavLink, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCashRegister, IconFileInvoice, IconHome, IconPrinter, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark, LogoIcon } from '../../ui/BrandMark';

interface MenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
}

/** Spec 02 §2 side menu: logo to the POS, the entries whose screens exist, and the app version. */
export function SettingsMenu({ orientation }: { orientation: 'vertical' | 'horizontal' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries: MenuEntry[] = [
    { to: '/settings', label: t('settings.home'), icon: <IconHome size={20} /> },
    { to: '/settings/billing', label: t('settings.billing'), icon: <IconFileInvoice size={20} /> },
    { to: '/settings/printers', label: t('settings.printers'), icon: <IconPrinter size={20} /> },
    { to: '/settings/orders', label: t('settings.orders'), icon: <IconReceipt size={20} /> },
    { to: '/settings_cashiers', label: t('settings.cashiers'), icon: <IconCashRegister size={20} /> },
  ];
  // Every /settings/... path shows the home view until its own screen exists, so Home is its entry.
  const matches = (entry: MenuEntry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`);
  // The most specific entry wins: /settings/orders is Orders, not Home.
  const active = entries.filter(matches).sort((a, b) => b.to.length - a.to.length)[0];
  const isActive = (entry: MenuEntry) => entry === active;
  const version = t('common.version', { version: __APP_VERSION__ });
  const logo = (
    <UnstyledButton component={Link} to="/pos" aria-label={t('common.goToPos')} mih={44}>
      {orientation === 'vertical' ? <BrandMark /> : <LogoIcon />}
    </UnstyledButton>
  );
  const links = entries.map((entry) => (
    <NavLink
      key={entry.to}
      component={Link}
      to={entry.to}
      label={entry.label}
      leftSection={entry.icon}
      active={isActive(entry)}
      variant="filled"
      mih={44}
      w={orientation === 'horizontal' ? 'auto' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  ));

  if (orientation === 'horizontal') {
    return (
      <Paper component="nav" aria-label={t('settings.menuLabel')} withBorder radius="md" p="xs" mb="md">
        <ScrollArea type="never">
          <Group wrap="nowrap" gap="sm">
            {logo}
            {links}
            <Text c="dimmed" fz="xs" ml="auto" style={{ whiteSpace: 'nowrap' }}>
              {version}
            </Text>
          </Group>
        </ScrollArea>
      </Paper>
    );
  }
  return (
    <Stack component="nav" aria-label={t('settings.menuLabel')} h="100%" gap="md">
      {logo}
      <Stack gap={4}>{links}</Stack>
      <Text c="dimmed" fz="xs" mt="auto">
        {version}
      </Text>
    </Stack>
  );
}
