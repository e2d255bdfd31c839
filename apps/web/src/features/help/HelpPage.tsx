import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';

const SECTIONS = ['floor', 'order', 'send', 'charge', 'cashier', 'offline', 'users'] as const;

/** Spec 01 §2 / 02 §2 help: the staff guide, on the device (no third-party chat). */
export default function HelpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back to wherever help was opened from; a help page opened on its own goes to the POS.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/pos'));
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" align="start">
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('help.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('help.intro')}
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconArrowLeft size={20} />}
            onClick={back}
            mih={44}
            style={{ flexShrink: 0 }}
          >
            {t('help.back')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SECTIONS.map((section) => (
            <Paper key={section} withBorder radius="lg" p="lg" component="section">
              <Title order={2} fz="lg" mb="xs">
                {t(`help.sections.${section}.title`)}
              </Title>
              <Text>{t(`help.sections.${section}.text`)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
