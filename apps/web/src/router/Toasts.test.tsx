import { getDefaultZIndex, MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import Toasts from './Toasts';

test('toasts sit above drawers and below menus, so a toast that stays never covers a menu opened from the header', async () => {
  render(
    <MantineProvider>
      <Toasts />
    </MantineProvider>,
  );
  act(() => {
    notifications.show({ message: 'Error al imprimir', autoClose: false });
  });
  const toast = await screen.findByText('Error al imprimir');
  const container = toast.closest<HTMLElement>('.mantine-Notifications-root');
  const zIndex = Number(container?.style.getPropertyValue('--notifications-z-index'));
  expect(zIndex).toBeGreaterThan(getDefaultZIndex('modal'));
  expect(zIndex).toBeLessThan(getDefaultZIndex('popover'));
});
