import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a screen will show once it has content; every list has one (DESIGN §7). */
export function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm" ta="center" py={{ base: 'lg', sm: 48 }} maw={520} mx="auto">
        <ThemeIcon size={72} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Text c="dimmed" fz="md">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
