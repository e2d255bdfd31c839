import type { CSSProperties, ReactNode } from 'react';
import classes from './TopBarFrame.module.css';

/**
 * A screen with a fixed top bar over its content, as Mantine's AppShell with only a header lays it
 * out (padding sm on phones, lg from tablets), without its JavaScript: the POS route's first
 * download stays within budget (DESIGN §10).
 */
export function TopBarFrame({ height, bar, children }: { height: number; bar: ReactNode; children: ReactNode }) {
  const style = { '--top-bar-height': `${height}px` } as CSSProperties;
  return (
    <div style={style}>
      <header className={classes.header}>{bar}</header>
      <main className={classes.main}>{children}</main>
    </div>
  );
}
