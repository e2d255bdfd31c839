import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppMode } from '../../app/appMode';
import { makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';

const admin = makeUser('Administrador');
const waiter = makeUser('mesero');

async function openTopBar(user = admin, mode: 'normal' | 'waiters' = 'normal') {
  const opened = openFloor(user, { tables: [makeTable(1)], mode });
  return { ...opened, bar: await screen.findByRole('banner') };
}

describe('POS top bar', () => {
  it('offers the change of user in normal mode', async () => {
    const { bar } = await openTopBar(waiter);
    expect(within(bar).getByRole('link', { name: 'Cambiar usuario' })).toHaveAttribute('href', '/changeUser');
  });

  it('turns on the waiter screen from the settings menu, after confirming', async () => {
    const { bar } = await openTopBar();
    await userEvent.click(await within(bar).findByRole('button', { name: 'Menú de configuración' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activar pantalla de meseros' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Activar la pantalla de meseros?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(useAppMode.getState().mode).toBe('normal');

    await userEvent.click(await within(bar).findByRole('button', { name: 'Menú de configuración' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activar pantalla de meseros' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Activar la pantalla de meseros?' })).getByRole('button', {
        name: 'Activar',
      }),
    );
    expect(useAppMode.getState().mode).toBe('waiters');
    expect(localStorage.getItem('mode')).toBe('waiters');
  });

  it('hides the normal-mode icons in waiter mode, keeping the way out and the sign-out', async () => {
    const { bar } = await openTopBar(admin, 'waiters');
    expect(within(bar).queryByRole('link', { name: 'Panel de administración' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Menú de configuración' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Cambiar usuario' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /^Caja: / })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(await within(bar).findByRole('button', { name: 'Salir del modo meseros' })).toBeInTheDocument();
  });

  it('lets whoever may open the settings leave waiter mode after confirming', async () => {
    const { bar } = await openTopBar(admin, 'waiters');
    await userEvent.click(await within(bar).findByRole('button', { name: 'Salir del modo meseros' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de la pantalla de meseros?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir' }));
    expect(useAppMode.getState().mode).toBe('normal');
    expect(await within(bar).findByRole('button', { name: 'Menú de configuración' })).toBeInTheDocument();
  });

  it('sends a waiter who leaves waiter mode through the change of user, with the flag', async () => {
    const { bar, app } = await openTopBar(waiter, 'waiters');
    await userEvent.click(await within(bar).findByRole('button', { name: 'Salir del modo meseros' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir de la pantalla de meseros?' });
    expect(dialog).toHaveTextContent('elija su usuario e ingrese su PIN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(app.pathname()).toBe('/changeUser'));
    expect(app.router.state.location.state).toEqual({ leaveWaiterMode: true });
    expect(useAppMode.getState().mode).toBe('waiters');
  });
});
