import { expect, type Locator, type Page } from '@playwright/test';

export class PosPage {
  readonly topBar: Locator;
  readonly logoutButton: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
    this.logoutButton = this.topBar.getByRole('button', { name: 'Cerrar sesión' });
    this.tabs = page.getByRole('tab');
  }

  async expectLoadedFor(userName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/pos/);
    await expect(this.topBar.getByText(userName).first()).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
    await this.page.waitForURL((url) => url.pathname === '/login');
  }
}
