import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table that may scroll, focusable so keys scroll it (axe: scrollable-region-focusable). */
export function ScrollRegion({
  labelledBy,
  maxHeight,
  children,
}: {
  labelledBy: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-labelledby={labelledBy} tabIndex={0} style={{ overflow: 'auto', maxHeight }}>
      {children}
    </Box>
  );
}
