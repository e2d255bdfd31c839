import { AppShell, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustments, IconChevronRight, IconDeviceTablet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { BrandMark } from '../../ui/BrandMark';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { LogoutButton } from '../../ui/LogoutButton';
import { PosButton } from '../../ui/PosButton';

interface Destination {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
}

function DestinationCard({ to, icon, title, text, action }: Destination) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack gap="md" h="100%">
        <ThemeIcon size={56} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div>
          <Title order={3}>{title}</Title>
          <Text c="dimmed" mt={6}>
            {text}
          </Text>
        </div>
        <Button
          component={Link}
          to={to}
          variant="light"
          rightSection={<IconChevronRight size={18} />}
          mt="auto"
          style={{ alignSelf: 'flex-start' }}
        >
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/** The administrator's landing (spec 02 §2 dashboard): a POS button and the screens that exist today. */
export default function AdminPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const destinations: Destination[] = [
    {
      to: '/pos',
      icon: <IconDeviceTablet size={30} />,
      title: t('admin.cards.pos.title'),
      text: t('admin.cards.pos.text'),
      action: t('admin.cards.pos.action'),
    },
    {
      to: '/settings',
      icon: <IconAdjustments size={30} />,
      title: t('admin.cards.settings.title'),
      text: t('admin.cards.settings.text'),
      action: t('admin.cards.settings.action'),
    },
  ];
  return (
    <AppShell header={{ height: 68 }} padding={{ base: 'md', sm: 'xl' }}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <BrandMark compact />
            <Text fw={600} c="dimmed" visibleFrom="md">
              {t('admin.title')}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <PosButton />
            <LanguageToggle />
            <LogoutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="md" px={0}>
          <Stack gap="xl">
            <div>
              <Title order={1} fz={{ base: 28, sm: 36 }}>
                {t('admin.greeting', { name: user.name })}
              </Title>
              <Text c="dimmed" fz="lg" mt={4}>
                {t('admin.intro', { business: user.business.name, branch: user.branch?.name ?? '' })}
              </Text>
            </div>
            <Title order={2} fz="xl">
              {t('admin.sectionsTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {destinations.map((destination) => (
                <DestinationCard key={destination.to} {...destination} />
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
