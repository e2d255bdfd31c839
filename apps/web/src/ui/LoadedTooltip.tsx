import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/** The tooltip HintTooltip loads, attached to its control and open at once for the hover that asked for it. */
export default function LoadedTooltip({ label, target }: { label: string; target: RefObject<HTMLElement | null> }) {
  return <Tooltip label={label} target={target} defaultOpened />;
}
