import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/renderApp';

const admin = makeUser('Administrador');
const product = (n: number, name: string, quantity: number, sales: number) => ({
  productId: `0194c2a0-0000-7000-8000-00000000020${n}`,
  sku: n === 1 ? 'AJI-01' : null,
  product: name,
  quantity,
  sales,
  price: Math.round(sales / quantity),
});

describe('products report', () => {
  it('shows best sellers with their sales and totals, then worst sellers', async () => {
    signIn(admin);
    const server = fakeApi({
      'GET /auth/me': { status: 200, body: { user: admin } },
      'POST /reports/products': {
        status: 200,
        body: {
          content: [product(1, 'Ajiaco santafereño', 4, 112000), product(2, 'Limonada de coco', 3, 27000)],
          totalElements: 2,
          page: 0,
          pageSize: 20,
          totals: { quantity: 7, sales: 139000 },
        },
      },
    });
    renderApp('/settings/product_sales');
    const list = await screen.findByRole('table', { name: 'Productos vendidos' });
    const ajiaco = within(list).getByRole('row', { name: /Ajiaco/ });
    expect(ajiaco).toHaveTextContent('AJI-01');
    expect(ajiaco).toHaveTextContent('$112.000');
    expect(ajiaco).toHaveTextContent('$28.000');
    expect(screen.getByText('$139.000')).toBeInTheDocument();
    expect(server.callsTo('POST', '/reports/products').at(-1)?.body).toMatchObject({ sort: 'top' });
    await userEvent.click(screen.getByText('Menos vendidos'));
    await waitFor(() =>
      expect(server.callsTo('POST', '/reports/products').at(-1)?.body).toMatchObject({ sort: 'bottom', page: 0 }),
    );
  });
});
