import { money, type SalesDiscount } from '@comandero/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { loadCheckoutTexts } from '../../i18n';
import SalesDiscountDialog from './SalesDiscountDialog';

beforeAll(() => loadCheckoutTexts());

function openForm(current: SalesDiscount | null = null) {
  const onApply = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(
    <Providers env="test">
      <SalesDiscountDialog subtotal={money(46000)} current={current} onApply={onApply} onClose={onClose} />
    </Providers>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Descuento de venta' });
  const apply = () => userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
  const pad = async (digits: string) => {
    const keys = within(dialog).getByRole('group', { name: 'Teclado de Valor del descuento' });
    for (const digit of digits) await userEvent.click(within(keys).getByRole('button', { name: digit }));
  };
  return { dialog, onApply, onClose, apply, pad };
}

describe('the sales discount form', () => {
  it('asks for the reason and the value', async () => {
    const { dialog, apply, onApply } = openForm();
    await apply();
    expect(await within(dialog).findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('asks the free text of reason other', async () => {
    const { dialog, apply, pad, onApply } = openForm();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Otro' }));
    await pad('5');
    await apply();
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /¿Cuál motivo\?/ }), 'Cliente frecuente');
    await apply();
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({ reason: 'other', other: 'Cliente frecuente', type: 'PERCENT', value: 5 }),
    );
  });

  it('refuses a fixed value above the subtotal and a percent above 100 (INVALID)', async () => {
    const { dialog, apply, pad, onApply } = openForm();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Obsequio' }));
    await pad('150');
    await apply();
    expect(await within(dialog).findByText('El porcentaje no puede superar 100')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Valor ($)' }));
    await pad('46001');
    expect(within(dialog).getByTestId('discount-value')).toHaveValue('$46.001');
    await apply();
    expect(await within(dialog).findByText('El descuento no puede superar el subtotal')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar último dígito' }));
    await apply();
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({ reason: 'obsequio', other: '', type: 'USD', value: 4600 }),
    );
  });

  it('previews no discounted subtotal while the value is one the form refuses (101 %)', async () => {
    const { dialog, pad } = openForm();
    await pad('101');
    expect(within(dialog).getByTestId('discount-preview')).toHaveTextContent(
      'Descuento-$0Subtotal con descuento$46.000',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar último dígito' }));
    expect(within(dialog).getByTestId('discount-preview')).toHaveTextContent(
      'Descuento-$4.600Subtotal con descuento$41.400',
    );
  });

  it('starts from the discount already set and can take it off', async () => {
    const { dialog, onApply } = openForm({ reason: 'pedidoDemorado', other: '', type: 'PERCENT', value: 15 });
    expect(within(dialog).getByRole('radio', { name: 'Pedido demorado' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByTestId('discount-value')).toHaveValue('15 %');
    expect(within(dialog).getByTestId('discount-preview')).toHaveTextContent(
      'Descuento-$6.900Subtotal con descuento$39.100',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar descuento' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(null));
  });
});
