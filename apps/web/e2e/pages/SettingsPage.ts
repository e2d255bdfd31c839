import { expect, type Locator, type Page } from '@playwright/test';

export class SettingsPage {
  readonly title: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('banner').getByRole('heading', { name: 'Panel' });
    this.menu = page.getByRole('navigation', { name: 'Menú de configuración' });
  }

  async open(path = '/settings'): Promise<void> {
    await this.page.goto(path);
    await expect(this.title).toBeVisible();
  }
}
