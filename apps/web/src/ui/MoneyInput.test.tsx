import { MONEY_MAX } from '@comandero/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../app/session';
import { makeUser } from '../test/fixtures';
import { MoneyInput } from './MoneyInput';

type Currency = 'COP' | 'USD';

function setBranchCurrency(currency: Currency) {
  const user = makeUser('Administrador');
  useSession.setState({ jwt: 'header.payload.signature', user: { ...user, branch: { ...user.branch!, currency } } });
}

/** A form holding the amount as a number, as the back-office forms do. */
function Form({ initial, onAmount }: { initial?: number; onAmount(value: number | undefined): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MoneyInput
        label="Precio"
        value={value}
        onChange={(next) => {
          setValue(next);
          onAmount(next);
        }}
      />
      <button type="button" onClick={() => setValue(4200)}>
        Reset
      </button>
    </>
  );
}

function renderField(currency: Currency, initial?: number) {
  setBranchCurrency(currency);
  const onAmount = vi.fn();
  render(
    <MantineProvider>
      <Form initial={initial} onAmount={onAmount} />
    </MantineProvider>,
  );
  return { onAmount, field: screen.getByLabelText('Precio') as HTMLInputElement };
}

describe('MoneyInput', () => {
  it('shows pesos with "$" and "." thousands and gives whole minor units', async () => {
    const { onAmount, field } = renderField('COP');
    await userEvent.type(field, '100000');
    expect(field).toHaveValue('$100.000');
    expect(onAmount).toHaveBeenLastCalledWith(100000);
    await userEvent.clear(field);
    expect(onAmount).toHaveBeenLastCalledWith(undefined);
    expect(field).toHaveValue('');
  });

  it('reads "12.34" typed in dollars as 1234 cents, never through a float', async () => {
    const { onAmount, field } = renderField('USD');
    await userEvent.type(field, '12.34');
    expect(field).toHaveValue('$12,34');
    expect(onAmount).toHaveBeenLastCalledWith(1234);
    fireEvent.change(field, { target: { value: '0.1' } });
    expect(onAmount).toHaveBeenLastCalledWith(10);
    fireEvent.change(field, { target: { value: '1.15' } });
    expect(onAmount).toHaveBeenLastCalledWith(115);
    fireEvent.change(field, { target: { value: '$1.234,56' } });
    expect(onAmount).toHaveBeenLastCalledWith(123456);
  });

  it('refuses a third decimal: the field keeps what it had', async () => {
    const { onAmount, field } = renderField('USD');
    await userEvent.type(field, '1,999');
    expect(field).toHaveValue('$1,99');
    expect(onAmount).toHaveBeenLastCalledWith(199);
  });

  it('refuses amounts above MONEY_MAX, the limit the API schemas hold', () => {
    const { onAmount, field } = renderField('COP');
    fireEvent.change(field, { target: { value: String(MONEY_MAX) } });
    expect(onAmount).toHaveBeenLastCalledWith(MONEY_MAX);
    fireEvent.change(field, { target: { value: `${MONEY_MAX}0` } });
    expect(onAmount).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('$1.000.000.000.000');
  });

  it('shows the amount the form holds and follows when the form sets another', async () => {
    const { field } = renderField('USD', 1250);
    expect(field).toHaveValue('$12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('$42,00');
  });
});
