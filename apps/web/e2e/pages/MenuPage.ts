import { expect, type Locator, type Page } from '@playwright/test';

/** The menu shell at /menu/home (spec 01 §2), in Spanish. */
export class MenuPage {
  readonly tableName: Locator;
  readonly returnButton: Locator;
  readonly transferButton: Locator;
  readonly categories: Locator;
  readonly order: Locator;

  constructor(readonly page: Page) {
    this.tableName = page.getByRole('heading', { level: 1 });
    this.returnButton = page.getByRole('contentinfo').getByRole('button', { name: 'Volver' });
    this.transferButton = page.getByRole('contentinfo').getByRole('button', { name: 'Transferir' });
    this.categories = page.getByRole('list');
    this.order = page.getByRole('region', { name: /^Pedido · / });
  }

  async expectTable(name: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/menu\/home$/);
    await expect(this.tableName).toHaveText(name);
  }

  async leave(): Promise<void> {
    await this.returnButton.click();
    await expect(this.page).toHaveURL(/\/pos/);
  }
}
