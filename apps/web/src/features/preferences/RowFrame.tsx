import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RowFrameProps {
  /** "Propina 1": the row's heading and its group's name. */
  label: string;
  removeLabel: string;
  onRemove(): void;
  children: ReactNode;
}

/** One editable row (a tip, a tax): its name and remove button on top, its fields below, full width on a phone. */
export function RowFrame({ label, removeLabel, onRemove, children }: RowFrameProps) {
  return (
    <Paper withBorder radius="md" px="sm" pb="sm" pt={4} bg="gray.0" role="group" aria-label={label}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} fz="sm" c="dimmed">
            {label}
          </Text>
          <ActionIcon variant="subtle" color="red" size={44} mr={-8} aria-label={removeLabel} onClick={onRemove}>
            <IconTrash size={20} />
          </ActionIcon>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
