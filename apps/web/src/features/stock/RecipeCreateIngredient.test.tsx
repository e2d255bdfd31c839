import type { IngredientLines } from '@comandero/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStockTexts } from '../../i18n';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { signIn } from '../../test/renderApp';
import { RecipeEditor } from './RecipeEditor';
import { ingredientRow, pageOf, stockId } from './stockFixtures';

const empty: IngredientLines = { lines: [], availability: { base: null }, computedCost: 0 as never };
const cilantro = ingredientRow({ id: stockId(520), name: 'Cilantro', unit: 'g', description: '', quantity: 0 });

function renderEditor() {
  signIn(makeUser('Administrador'));
  const server = fakeApi({
    'POST /ingredients-stock/page': pageOf([ingredientRow({ id: stockId(502), name: 'Pan', unit: 'unit' })], 15),
    'POST /ingredients-stock': { status: 201, body: cilantro },
  });
  const save = vi.fn(async () => empty);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RecipeEditor saved={empty} sizes={[]} save={save} onSaved={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { server, save };
}

/** Issue 27 §11, spec 02 §7 and §9: a recipe row creates a missing ingredient on Enter, after 200 ms. */
describe('recipe editor, an ingredient made on the spot', () => {
  beforeAll(loadStockTexts);

  it('creates a name no ingredient has in grams with an empty description, and adds its row', async () => {
    const { server, save } = renderEditor();
    const picker = screen.getByRole('combobox', { name: 'Agregar ingrediente' });
    await userEvent.type(picker, 'Cilantro{Enter}');
    // Not at once: the pick of an offered ingredient has 200 ms to land first.
    expect(server.callsTo('POST', '/ingredients-stock')).toHaveLength(0);
    await waitFor(() => expect(server.callsTo('POST', '/ingredients-stock')).toHaveLength(1));
    expect(server.callsTo('POST', '/ingredients-stock')[0]!.body).toMatchObject({
      name: 'Cilantro',
      unit: 'g',
      description: '',
    });
    const row = await screen.findByRole('listitem', { name: 'Cilantro' });
    expect(row).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Cantidad \(gramos\)/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar receta' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ lines: [{ ingredientId: cilantro.id, sizeId: null, quantity: 5000 }] }),
    );
  });

  it('creates nothing for a name an ingredient already has', async () => {
    const { server } = renderEditor();
    const picker = screen.getByRole('combobox', { name: 'Agregar ingrediente' });
    await userEvent.click(picker);
    await userEvent.type(picker, 'pan');
    // The list arrived (hidden: this bare provider does not open the dropdown in jsdom).
    await screen.findByRole('option', { name: 'Pan', hidden: true });
    await userEvent.keyboard('{Enter}');
    // A later missing name is created: had 'pan' been, its call would have come first.
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Perejil{Enter}');
    await waitFor(() => expect(server.callsTo('POST', '/ingredients-stock')).toHaveLength(1));
    expect(server.callsTo('POST', '/ingredients-stock')[0]!.body).toMatchObject({ name: 'Perejil' });
  });
});
