import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinPad } from './PinPad';

function renderPad(error: string | null = null) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <PinPad onSubmit={onSubmit} error={error} />
    </MantineProvider>,
  );
  return onSubmit;
}

const tap = async (...keys: string[]) => {
  for (const key of keys) await userEvent.click(screen.getByRole('button', { name: key }));
};

describe('PIN pad', () => {
  it('confirms only a PIN of at least four digits', async () => {
    const onSubmit = renderPad();
    await tap('1', '2', '3');
    expect(screen.getByRole('status')).toHaveAccessibleName('3 dígitos ingresados');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await tap('4', 'Confirmar');
    expect(onSubmit).toHaveBeenCalledWith('1234');
  });

  it('deletes the last digit and clears all', async () => {
    const onSubmit = renderPad();
    await tap('9', '8', '7', '6', '5', 'Borrar último dígito');
    await tap('Confirmar');
    expect(onSubmit).toHaveBeenLastCalledWith('9876');
    await tap('Borrar todo');
    expect(screen.getByRole('status')).toHaveAccessibleName('0 dígitos ingresados');
  });

  it('takes no more than eight digits', async () => {
    const onSubmit = renderPad();
    await tap('1', '2', '3', '4', '5', '6', '7', '8', '9', 'Confirmar');
    expect(onSubmit).toHaveBeenCalledWith('12345678');
  });

  it('accepts the physical keyboard', async () => {
    const onSubmit = renderPad();
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    await userEvent.keyboard('222{Backspace}3{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('1223');
  });

  it('shows the refusal', () => {
    renderPad('PIN incorrecto');
    expect(screen.getByRole('alert')).toHaveTextContent('PIN incorrecto');
  });
});
