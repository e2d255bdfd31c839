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

test('toasts open at the bottom, three at most, so none covers a title, a tab or a panel header (issue 30 §4)', async () => {
  render(
    <MantineProvider>
      <Toasts />
    </MantineProvider>,
  );
  act(() => {
    for (const message of ['Uno', 'Dos', 'Tres', 'Cuatro']) notifications.show({ message, autoClose: false });
  });
  const toast = await screen.findByText('Uno');
  const container = toast.closest<HTMLElement>('.mantine-Notifications-root');
  expect(container).toHaveAttribute('data-position', 'bottom-center');
  expect(screen.queryByText('Cuatro')).not.toBeInTheDocument();
});
