import { Popover } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/** The phone's user summary popover, loaded when first opened (PosTopBar). */
export default function UserPopover({
  opened,
  onChange,
  target,
  children,
}: {
  opened: boolean;
  onChange(opened: boolean): void;
  target: ReactElement;
  children: ReactNode;
}) {
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
