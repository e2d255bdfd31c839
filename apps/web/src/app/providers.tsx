import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** What every screen, login included, needs; the signed-in area adds its own (SignedInShell). */
export function Providers({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    // Tests run with env "test": no transitions, and popovers stay open beside jsdom's zero-size layout.
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      {children}
    </MantineProvider>
  );
}
