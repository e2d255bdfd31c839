import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of an order's view; a dash when empty. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fw={600}>{children || '—'}</Text>
    </div>
  );
}
