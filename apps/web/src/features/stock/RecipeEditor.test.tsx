import type { IngredientLines } from '@comandero/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStockTexts } from '../../i18n';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { signIn } from '../../test/renderApp';
import { RecipeEditor } from './RecipeEditor';
import { ingredientRow, pageOf, stockId } from './stockFixtures';

const GRANDE = { id: stockId(801), name: 'Grande' };
const saved: IngredientLines = {
  lines: [
    { ingredientId: stockId(501), ingredientName: 'Carne', unit: 'g', sizeId: null, quantity: 150_000 },
    { ingredientId: stockId(502), ingredientName: 'Pan', unit: 'unit', sizeId: null, quantity: 1000 },
  ],
  availability: { base: 66, [GRANDE.id]: 0 },
  computedCost: 4500,
};

function renderEditor(save = vi.fn(async () => saved)) {
  signIn(makeUser('Administrador'));
  fakeApi({
    'POST /ingredients-stock/page': pageOf([ingredientRow({ id: stockId(502), name: 'Pan', unit: 'unit' })], 15),
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RecipeEditor saved={saved} sizes={[GRANDE]} save={save} onSaved={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return save;
}

describe('recipe editor', () => {
  beforeAll(loadStockTexts);

  it('shows availability per size and the computed cost, and saves lines in each ingredient’s unit', async () => {
    const save = renderEditor();
    expect(screen.getByText(/Grande: 0/)).toBeInTheDocument();
    expect(screen.getByText(/Costo calculado/)).toBeInTheDocument();
    const quantities = screen.getAllByRole('textbox', { name: /Cantidad/ });
    expect(quantities[0]).toHaveValue('150');
    await userEvent.clear(quantities[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar receta' }));
    expect(await screen.findByText('Cantidad requerida')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await userEvent.type(quantities[1]!, '2');
    expect(screen.getAllByRole('combobox', { name: 'Tamaño' })[1]).toHaveValue('Todos los tamaños');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar receta' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      lines: [
        { ingredientId: stockId(501), sizeId: null, quantity: 150_000 },
        { ingredientId: stockId(502), sizeId: null, quantity: 2000 },
      ],
    });
    expect(within(document.body).queryByText('Cantidad requerida')).not.toBeInTheDocument();
  });
});
