import { expect, type Locator, type Page } from '@playwright/test';

/** /settings/orders, the orders history (spec 01 §2), in Spanish. */
export class OrdersHistoryPage {
  readonly list: Locator;
  readonly filters: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('table', { name: 'Pedidos' });
    this.filters = page.getByRole('group', { name: 'Filtros' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/orders');
    await expect(this.page.getByRole('heading', { level: 2, name: 'Pedidos' })).toBeVisible();
  }

  row(number: number): Locator {
    return this.list.getByRole('row').filter({ hasText: `#${number}` });
  }

  async view(number: number): Promise<Locator> {
    await this.page.getByRole('button', { name: `Ver pedido #${number}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Pedido #${number}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
