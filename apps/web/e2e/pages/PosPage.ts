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
    // Sign-out reloads the page, and the closed event stream may send it to the login too: waitForURL
    // failed on the aborted first of the two navigations; the URL it ends on is what counts.
    await expect(this.page).toHaveURL((url) => url.pathname === '/login');
  }
}
