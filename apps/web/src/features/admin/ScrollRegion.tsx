import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table that may scroll, reachable by keyboard (axe: scrollable-region-focusable). */
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
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keys can scroll it
    <Box role="region" aria-labelledby={labelledBy} tabIndex={0} style={{ overflow: 'auto', maxHeight }}>
      {children}
    </Box>
  );
}
