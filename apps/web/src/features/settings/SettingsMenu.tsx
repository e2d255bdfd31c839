import { Button, Group, Menu, NavLink, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHelp } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { BrandMark, LogoIcon } from '../../ui/BrandMark';
import { ResetPosEntry } from './ResetPosEntry';
import {
  isGroup,
  SETTINGS_ENTRIES,
  type SettingsEntry,
  type SettingsGroup,
  type SettingsLink,
} from './settingsEntries';

const ICON_SIZE = 20;
const allLinks = SETTINGS_ENTRIES.flatMap((entry) => (isGroup(entry) ? entry.links : [entry]));

/** The most specific link the path is under: /settings/orders is Orders, not Home. */
function activeLink(pathname: string): SettingsLink | undefined {
  const matches = (link: SettingsLink) => pathname === link.to || pathname.startsWith(`${link.to}/`);
  return allLinks.filter(matches).sort((a, b) => b.to.length - a.to.length)[0];
}

/** Spec 02 §2 side menu: logo to the POS, every entry of the spec, help, reset POS outside production, version. */
export function SettingsMenu({ orientation }: { orientation: 'vertical' | 'horizontal' }) {
  const { t } = useTranslation();
  const active = activeLink(useLocation().pathname);
  const horizontal = orientation === 'horizontal';
  const bar = useRef<HTMLDivElement>(null);
  // On a narrow window the bar scrolls: the open screen's entry comes into view.
  const activePath = active?.to;
  useEffect(() => {
    if (activePath)
      bar.current?.querySelector('[data-active]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [activePath]);
  const version = t('common.version', { version: __APP_VERSION__ });
  const logo = (
    <UnstyledButton
      component={Link}
      to="/pos"
      // The name holds the brand the vertical menu shows (WCAG 2.5.3 label in name).
      aria-label={horizontal ? t('common.goToPos') : `${t('app.name')}, ${t('common.goToPos')}`}
      mih={44}
    >
      {horizontal ? <LogoIcon /> : <BrandMark />}
    </UnstyledButton>
  );
  const link = (entry: SettingsLink) => (
    <NavLink
      key={entry.to}
      component={Link}
      to={entry.to}
      label={t(`settings.entries.${entry.label}`)}
      leftSection={<entry.icon size={ICON_SIZE} />}
      active={entry === active}
      variant="filled"
      mih={44}
      w={horizontal ? 'auto' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)', whiteSpace: 'nowrap' }}
    />
  );
  const group = (entry: SettingsGroup) =>
    horizontal ? (
      <GroupMenu key={entry.label} group={entry} active={active} />
    ) : (
      <NavLink
        key={entry.label}
        component="button"
        label={t(`settings.entries.${entry.label}`)}
        leftSection={<entry.icon size={ICON_SIZE} />}
        defaultOpened={entry.links.some((inner) => inner === active)}
        mih={44}
        childrenOffset={28}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        {entry.links.map(link)}
      </NavLink>
    );
  const entries = SETTINGS_ENTRIES.map((entry: SettingsEntry) => (isGroup(entry) ? group(entry) : link(entry)));
  const help = link({ to: '/help', label: 'help', icon: IconHelp });

  if (horizontal) {
    return (
      <Paper component="nav" aria-label={t('settings.menuLabel')} withBorder radius="md" p="xs" mb="md">
        <ScrollArea type="auto" offsetScrollbars>
          <Group ref={bar} wrap="nowrap" gap="sm">
            {logo}
            {entries}
            {help}
            <ResetPosEntry compact />
            <Text c="dimmed" fz="xs" style={{ whiteSpace: 'nowrap' }}>
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
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={4}>
          {entries}
          {help}
        </Stack>
      </ScrollArea>
      <ResetPosEntry />
      <Text c="dimmed" fz="xs">
        {version}
      </Text>
    </Stack>
  );
}

/** On a narrow window a group is a button that opens its links, so the bar stays one row. */
function GroupMenu({ group, active }: { group: SettingsGroup; active: SettingsLink | undefined }) {
  const { t } = useTranslation();
  const inside = group.links.includes(active as SettingsLink);
  return (
    <Menu position="bottom-start" shadow="md">
      <Menu.Target>
        <Button
          variant={inside ? 'filled' : 'subtle'}
          color={inside ? undefined : 'gray'}
          leftSection={<group.icon size={ICON_SIZE} />}
          rightSection={<IconChevronDown size={16} />}
          mih={44}
          style={{ flexShrink: 0 }}
        >
          {t(`settings.entries.${group.label}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {group.links.map((entry) => (
          <Menu.Item
            key={entry.to}
            component={Link}
            to={entry.to}
            leftSection={<entry.icon size={ICON_SIZE} />}
            mih={44}
            aria-current={entry === active ? 'page' : undefined}
          >
            {t(`settings.entries.${entry.label}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
