import { expect, type Locator, type Page } from '@playwright/test';

export class AdminPage {
  readonly greeting: Locator;
  readonly posButton: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByRole('heading', { level: 1 });
    this.posButton = page.getByRole('banner').getByRole('link', { name: 'Ir al POS' });
  }

  async expectLoadedFor(userName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/viewAdmin$/);
    await expect(this.greeting).toHaveText(`Hola, ${userName}`);
  }
}
