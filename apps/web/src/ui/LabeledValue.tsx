import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small dimmed label over its value: one fact of a detail drawer (a close's date, who counted). */
export function LabeledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text c="dimmed" fz="xs" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}
